import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import BadgeAvatarStatus from './BadgeAvatarStatus';
import BadgeNotifications from './BadgeNotifications';
import BadgeVariants from './BadgeVariants';

const meta = {
  title: 'Material UI/Data display/Badge',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
