import type { Meta, StoryObj } from '@storybook/react-vite';
import Badge from '@mui/joy/Badge';
import { expect, userEvent, within } from 'storybook/test';
import BadgeMaxPosition from './BadgeMaxPosition';
import BadgeNotifications from './BadgeNotifications';
import BadgeVariants from './BadgeVariants';

/**
 * Joy's Badge pins a small count or dot to the corner of its child: unread messages, an online status.
 * It hides itself at zero, caps long counts at `max`, and takes global variants, colours and sizes.
 */
const meta = {
  title: 'Joy UI/Data display/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;

type Story = StoryObj<typeof meta>;

const badgeOf = (element: HTMLElement) =>
  element.closest<HTMLElement>('.MuiBadge-root')!.querySelector<HTMLElement>('.MuiBadge-badge')!;

export const Notifications: Story = {
  render: () => <BadgeNotifications />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notifications, 4 unread' });
    await expect(badgeOf(bell)).toHaveTextContent('4');

    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a new payment' }));
    await expect(canvas.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
    await expect(badgeOf(bell)).toHaveTextContent('5');

    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // At zero the badge is hidden (scaled to nothing), unless showZero is set.
    await expect(badgeOf(bell)).toHaveClass('MuiBadge-invisible');
  },
};

export const Variants: Story = {
  render: () => <BadgeVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solid = badgeOf(canvas.getByRole('img', { name: /solid danger badge/ }));
    const soft = badgeOf(canvas.getByRole('img', { name: /soft danger badge/ }));
    await expect(solid).toHaveClass('MuiBadge-variantSolid', 'MuiBadge-colorDanger');
    await expect(soft).toHaveClass('MuiBadge-variantSoft');
    await expect(getComputedStyle(solid).backgroundColor).not.toBe(getComputedStyle(soft).backgroundColor);
  },
};

export const MaxAndPosition: Story = {
  render: () => <BadgeMaxPosition />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(badgeOf(canvas.getByRole('img', { name: 'Support inbox, 128 open tickets' }))).toHaveTextContent('99+');
    await expect(badgeOf(canvas.getByRole('img', { name: 'Orders, 128 to ship' }))).toHaveTextContent('128');
    await expect(badgeOf(canvas.getByRole('img', { name: 'Drafts, none' }))).toHaveTextContent('0');

    const online = canvas.getByRole('img', { name: 'Ana Ferreira, online' });
    const dot = badgeOf(online);
    await expect(dot).toBeEmptyDOMElement();
    // Anchored bottom right: the dot sits in the avatar's lower half.
    const avatar = online.getBoundingClientRect();
    const dotBox = dot.getBoundingClientRect();
    await expect(dotBox.top + dotBox.height / 2).toBeGreaterThan(avatar.top + avatar.height / 2);
    await expect(dotBox.left + dotBox.width / 2).toBeGreaterThan(avatar.left + avatar.width / 2);
  },
};
