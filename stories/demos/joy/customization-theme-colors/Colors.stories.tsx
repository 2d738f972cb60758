import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CustomPalette from './CustomPalette';
import PaletteScale from './PaletteScale';

/** Joy's palettes: ten shades per colour, channel tokens for translucency, and a palette replaced in the theme. */
const meta = {
  title: 'Joy UI/Customization/Colors',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const isDark = () => document.documentElement.classList.contains('dark');

export const PaletteTokens: Story = {
  render: () => <PaletteScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('#0B6BCB')).toBeVisible();
    const swatch500 = canvas.getByText('primary.500').previousElementSibling!;
    await expect(getComputedStyle(swatch500).backgroundColor).toBe('rgb(11, 107, 203)');
    // mainChannel is the 500 shade in light mode and the 400 shade (#4393E4) in dark mode.
    const highlight = canvas.getByText(/highlighted with the primary colour/).parentElement!;
    await expect(getComputedStyle(highlight).backgroundColor).toBe(isDark() ? 'rgba(67, 147, 228, 0.16)' : 'rgba(11, 107, 203, 0.16)');
  },
};

export const ChangingAPalette: Story = {
  name: 'Changing a palette',
  render: () => <CustomPalette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solid = canvas.getByRole('button', { name: 'Check in' });
    // solidBg points at primary.500, now the teal #0f766e, in both modes.
    await expect(getComputedStyle(solid).backgroundColor).toBe('rgb(15, 118, 110)');
    const outlined = canvas.getByRole('button', { name: 'Add luggage' });
    // outlinedBorder is primary.300 in light mode and primary.700 in dark mode.
    await expect(getComputedStyle(outlined).borderTopColor).toBe(isDark() ? 'rgb(11, 82, 78)' : 'rgb(111, 209, 192)');
  },
};
