import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CustomLevels from './CustomLevels';
import FontFamilies from './FontFamilies';

/** The theme's type levels and font families, changed in extendTheme. */
const meta = {
  title: 'Joy UI/Customization/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const FontFamily: Story = {
  render: () => <FontFamilies />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // h1 to h4 take the display family, everything else keeps the body family (Inter).
    const heading = canvas.getByRole('heading', { level: 3, name: 'Roast squash with sage butter' });
    await expect(getComputedStyle(heading).fontFamily).toMatch(/^Georgia/);
    const body = canvas.getByText(/Halve the squash/);
    await expect(getComputedStyle(body).fontFamily).toMatch(/^"?Inter/);
  },
};

export const ChangedLevels: Story = {
  render: () => <CustomLevels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = getComputedStyle(canvas.getByRole('heading', { name: 'Tonight’s menu' }));
    await expect(title.textTransform).toBe('uppercase');
    await expect(title.fontWeight).toBe('700');
    // Properties not given keep their defaults: title-sm is still 0.875rem.
    await expect(title.fontSize).toBe('14px');
    const note = getComputedStyle(canvas.getByText(/Mint, crème fraîche/));
    await expect(parseFloat(note.lineHeight) / parseFloat(note.fontSize)).toBeCloseTo(1.7, 2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
