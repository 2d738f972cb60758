import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import SvgIcon from '@mui/material/SvgIcon';
import { capitalize } from '@mui/material/utils';
import CreateSvgIconButtons from './CreateSvgIconButtons';
import CustomSvgIcons from './CustomSvgIcons';
import FontIcons from './FontIcons';
import IconThemeComparison from './IconThemeComparison';
import SemanticIcons from './SemanticIcons';
import SvgIconColors from './SvgIconColors';
import SvgIconSizes from './SvgIconSizes';

/**
 * SvgIcon draws an icon from an SVG path at the size and colour of the theme, and every Material icon is
 * one. Size icons with `fontSize` rather than pixels, colour them by meaning, and give an icon that stands
 * alone a title so that screen readers can name it; decorative icons stay hidden from them.
 */
const meta = {
  title: 'Material UI/Data display/Icons',
  component: SvgIcon,
  parameters: { layout: 'padded', muiApi: 'SvgIcon' },
} satisfies Meta<typeof SvgIcon>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A house drawn from its path: size, colour and the accessible title are controls. */
export const Playground: Story = {
  args: { fontSize: 'large', color: 'primary', titleAccess: 'Home' },
  render: (args) => (
    <SvgIcon {...args}>
      <path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />
    </SvgIcon>
  ),
  play: async ({ canvasElement, args }) => {
    const icon = within(canvasElement).getByRole('img', { name: String(args.titleAccess) });
    await expect(icon).toHaveClass(`MuiSvgIcon-fontSize${capitalize(args.fontSize ?? 'medium')}`);
    if (args.color && args.color !== 'inherit') await expect(icon).toHaveClass(`MuiSvgIcon-color${capitalize(args.color)}`);
  },
};

export const Sizes: Story = {
  render: () => <SvgIconSizes />,
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(6);
    const widths = [...icons].slice(0, 4).map((icon) => Math.round(icon.getBoundingClientRect().width));
    await expect(widths).toEqual([20, 24, 35, 48]);
    // Decorative icons are hidden from assistive technology.
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Colors: Story = {
  render: () => <SvgIconColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recent orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(list.querySelector('.MuiSvgIcon-colorError')).not.toBeNull();
  },
};

export const Themes: Story = {
  render: () => <IconThemeComparison />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByText(/^Delete/).textContent)).toEqual([
      'Delete',
      'DeleteOutlined',
      'DeleteRounded',
      'DeleteTwoTone',
      'DeleteSharp',
    ]);
  },
};

export const CustomPaths: Story = {
  render: () => <CustomSvgIcons />,
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons.map((icon) => icon.getAttribute('viewBox'))).toEqual(['0 0 24 24', '0 0 24 24', '0 0 48 24']);
    await expect(Math.round(icons[2]!.getBoundingClientRect().width)).toBe(70);
  },
};

export const CreateSvgIcon: Story = {
  name: 'createSvgIcon',
  render: () => <CreateSvgIconButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Book a campsite' })).toBeVisible();
    const iconOnly = canvas.getByRole('button', { name: 'Campsites with a fire pit' });
    await expect(iconOnly.querySelectorAll('path')).toHaveLength(2);
  },
};

export const FontLigatures: Story = {
  render: () => <FontIcons />,
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('.material-icons');
    if (!icon) throw new Error('No font icon rendered');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(icon).fontFamily).toContain('Material Icons');
    // The self-hosted font is registered and loads: no request leaves for Google.
    const faces = await document.fonts.load("24px 'Material Icons'", 'kitchen');
    await expect(faces.map((face) => face.status)).toContain('loaded');
    await waitFor(() => expect(document.fonts.status).toBe('loaded'));
  },
};

export const Accessibility: Story = {
  render: () => <SemanticIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Verified seller' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Atelier Nordlicht Verified seller' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More actions for Atelier Nordlicht' })).toBeVisible();
  },
};
