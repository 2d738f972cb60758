import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Badge from '@mui/material/Badge';
import { capitalize } from '@mui/material/utils';
import MailIcon from '@mui/icons-material/Mail';
import { apiControl } from '../../apiControls';
import BadgeAvatarStatus from './BadgeAvatarStatus';
import BadgeNotifications from './BadgeNotifications';
import BadgeVariants from './BadgeVariants';

/**
 * A badge is a small count or dot pinned to the corner of an icon or avatar: unread messages, items in a
 * basket, a colleague who is online. Show a number when the amount matters and a dot when only "there is
 * something new" does; `max` keeps large counts short.
 */
const meta = {
  title: 'Material UI/Data display/Badge',
  component: Badge,
  parameters: { layout: 'padded', muiApi: 'Badge' },
  argTypes: { badgeContent: apiControl('Badge', 'badgeContent', 'number') },
} satisfies Meta<typeof Badge>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The count, its maximum, colour, variant and when it hides are controls. */
export const Playground: Story = {
  args: { badgeContent: 4, max: 99, color: 'primary', variant: 'standard', overlap: 'rectangular', showZero: false, invisible: false },
  render: (args) => (
    <Badge {...args}>
      <MailIcon titleAccess="Inbox" />
    </Badge>
  ),
  play: async ({ canvasElement, args }) => {
    const badge = canvasElement.querySelector('.MuiBadge-badge');
    if (args.color && args.color !== 'default') await expect(badge).toHaveClass(`MuiBadge-color${capitalize(args.color)}`);
    const count = Number(args.badgeContent);
    const hidden = Boolean(args.invisible) || (count === 0 && !args.showZero);
    await expect(badge?.classList.contains('MuiBadge-invisible')).toBe(hidden);
    if (args.variant === 'standard' && !hidden) {
      await expect(badge).toHaveTextContent(count > (args.max ?? 99) ? `${args.max ?? 99}+` : String(count));
    }
  },
};

export const Notifications: Story = {
  render: () => <BadgeNotifications />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = canvas.getByRole('button', { name: 'Inbox, 4 new messages' });
    const alerts = canvas.getByRole('button', {
      name: 'Notifications, more than 99 new alerts',
    });
    await expect(within(inbox).getByText('4')).toBeVisible();
    // Counts above `max` (99 by default) are shortened.
    await expect(within(alerts).getByText('99+')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark all as read' }),
    );
    await expect(inbox).toHaveAccessibleName('Inbox, nothing new');
    await expect(alerts).toHaveAccessibleName('Notifications, nothing new');
    for (const button of [inbox, alerts]) {
      // The badge is gone, not only hidden, so no stale count stays behind.
      await expect(button.querySelector('.MuiBadge-badge')).toBeNull();
    }
    await expect(
      canvas.getByRole('button', { name: 'Mark all as read' }),
    ).toBeDisabled();
  },
};

export const VariantsAndMax: Story = {
  render: () => <BadgeVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('999+')).toBeVisible();
    // `showZero` keeps a zero count visible.
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    const updates = canvas.getByRole('button', {
      name: 'Software updates, new version available',
    });
    const dot = updates.querySelector('.MuiBadge-badge');
    await expect(dot).toHaveClass('MuiBadge-dot');
    await expect(dot).toBeEmptyDOMElement();
  },
};

export const AvatarStatus: Story = {
  render: () => <BadgeAvatarStatus />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Support team' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Amara OkaforOnline');
    await expect(items[1]).toHaveTextContent('Bruno CostaAway, back at 14:00');
    const badges = items.map((item) => item.querySelector('.MuiBadge-badge'));
    await expect(badges[0]).toHaveClass('MuiBadge-colorSuccess');
    await expect(badges[0]).not.toHaveClass('MuiBadge-invisible');
    await expect(badges[2]).toHaveClass('MuiBadge-invisible');
  },
};
