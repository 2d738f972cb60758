import type { Meta, StoryObj } from '@storybook/react-vite';
import Avatar from '@mui/joy/Avatar';
import { expect, within } from 'storybook/test';
import AvatarBasic from './AvatarBasic';
import AvatarGroupSizes from './AvatarGroupSizes';
import AvatarVariants from './AvatarVariants';

/**
 * Joy's Avatar stands for a person or an account: a picture, initials, or Joy's person icon when
 * there is neither. AvatarGroup stacks several and passes its size and variant down.
 */
const meta = {
  title: 'Joy UI/Data display/Avatar',
  component: Avatar,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Avatar>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <AvatarBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatars = canvasElement.querySelectorAll<HTMLElement>('.MuiAvatar-root');
    await expect(avatars).toHaveLength(3);
    await expect(avatars[0]).toHaveTextContent('AF');
    await expect(avatars[1]).toHaveTextContent('MC');
    // No name: Joy draws its fallback person icon.
    await expect(avatars[2]!.querySelector('svg')).toBeVisible();
    await expect(canvas.getByText('Room 3, name not confirmed yet')).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => <AvatarVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solid = within(canvas.getByRole('list', { name: 'solid avatars' })).getByRole('listitem', { name: 'Rita Sousa' });
    const plain = within(canvas.getByRole('list', { name: 'plain avatars' })).getByRole('listitem', { name: 'Rita Sousa' });
    await expect(solid).toHaveClass('MuiAvatar-variantSolid', 'MuiAvatar-colorDanger');
    await expect(plain).toHaveClass('MuiAvatar-variantPlain', 'MuiAvatar-colorDanger');
    await expect(getComputedStyle(solid).backgroundColor).not.toBe(getComputedStyle(plain).backgroundColor);
    await expect(solid).toHaveTextContent('RS');
  },
};

export const GroupSizes: Story = {
  render: () => <AvatarGroupSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(3);
    const width = (group: HTMLElement) => within(group).getByLabelText('Ana Ferreira').getBoundingClientRect().width;
    await expect(width(groups[0]!)).toBeLessThan(width(groups[1]!));
    await expect(width(groups[1]!)).toBeLessThan(width(groups[2]!));
    // The group passes its size down to every avatar in it.
    await expect(within(groups[2]!).getByLabelText('and 4 more')).toHaveClass('MuiAvatar-sizeLg');
    // Avatars overlap: the second starts before the first ends.
    const [first, second] = within(groups[1]!).getAllByText(/^[A-Z]{2}$/);
    await expect(second!.getBoundingClientRect().left).toBeLessThan(first!.getBoundingClientRect().right);
  },
};
