import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import Avatar from '@mui/material/Avatar';
import AvatarGroupMembers from './AvatarGroupMembers';
import AvatarIcons from './AvatarIcons';
import AvatarImages from './AvatarImages';
import AvatarLetters from './AvatarLetters';

/**
 * An avatar stands for a person or an account: their photo when there is one, otherwise initials or an
 * icon. Keep one shape per screen, round for people and rounded or square for things such as teams or
 * apps, and always give a picture its person's name as `alt`.
 */
const meta = {
  title: 'Material UI/Data display/Avatar',
  component: Avatar,
  parameters: { layout: 'padded', muiApi: 'Avatar' },
} satisfies Meta<typeof Avatar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Waits until every picture has loaded, so the screenshot shows the faces. */
async function imagesLoaded(images: HTMLElement[]) {
  for (const image of images) {
    await waitFor(() =>
      expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0),
    );
  }
}

/** Initials by default; `variant` changes the shape, and a picture address in `src` replaces the initials. */
export const Playground: Story = {
  args: { children: 'AO', variant: 'circular', alt: 'Amara Okafor' },
  // The theme's default grey is too light behind white initials; the primary colour keeps them legible.
  render: (args) => <Avatar {...args} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} />,
  play: async ({ canvasElement, args }) => {
    const avatar = canvasElement.querySelector('.MuiAvatar-root');
    await expect(avatar).toHaveClass(`MuiAvatar-${args.variant ?? 'circular'}`);
    if (!args.src) await expect(avatar).toHaveTextContent(String(args.children));
  },
};

export const Letters: Story = {
  render: () => <AvatarLetters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(
      canvas.getByRole('img', { name: 'Amara Okafor' }),
    ).toHaveTextContent('AO');
    await expect(
      canvas.getByRole('img', { name: 'Chen Wei' }),
    ).toHaveTextContent('CW');
  },
};

export const Icons: Story = {
  render: () => <AvatarIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Shared files' });
    const avatars = list.querySelectorAll('.MuiAvatar-root');
    await expect(avatars).toHaveLength(3);
    await expect(avatars[0]).toHaveClass('MuiAvatar-circular');
    await expect(avatars[1]).toHaveClass('MuiAvatar-rounded');
    await expect(avatars[2]).toHaveClass('MuiAvatar-square');
    await expect(within(list).getByText('Invoice-2291.pdf')).toBeVisible();
  },
};

export const Images: Story = {
  render: () => <AvatarImages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = canvas.getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Amara Okafor',
      'Bruno Costa',
      'Chen Wei',
      'Dana Levi',
    ]);
    await imagesLoaded(images);
    const chen = canvas.getByRole('img', { name: 'Chen Wei' });
    await expect(chen.parentElement?.getBoundingClientRect().width).toBe(56);
  },
};

export const Grouped: Story = {
  render: () => <AvatarGroupMembers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', {
      name: 'Harbour redesign team, 12 members',
    });
    const images = within(group).getAllByRole('img');
    await expect(images).toHaveLength(4);
    // 12 members in total, four shown: the surplus avatar counts the other eight.
    await expect(within(group).getByText('+8')).toBeVisible();
    await imagesLoaded(images);
  },
};
