import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import StatTiles from './StatTiles';
import ThemedDueTags from './ThemedDueTags';

/**
 * New components built with Joy's `styled`: they take `variant` and `color` like Joy's own and read
 * the same theme tokens, and a theme can give them default props and style overrides.
 */
const meta = {
  title: 'Joy UI/Customization/Creating themed components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const dark = () => document.documentElement.classList.contains('dark');

export const StatTileVariants: Story = {
  render: () => <StatTiles />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = canvas.getByText('Overdue').closest<HTMLElement>('[data-testid="stat"]')!;
    // Soft danger: Joy's danger.softBg (red 100 in light, red 800 in dark).
    await expect(getComputedStyle(overdue).backgroundColor).toBe(dark() ? 'rgb(67, 10, 10)' : 'rgb(252, 228, 228)');
    await userEvent.click(canvas.getByRole('button', { name: 'solid' }));
    await expect(canvas.getByRole('button', { name: 'solid' })).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(overdue).backgroundColor).toBe('rgb(196, 28, 28)');
    await expect(getComputedStyle(overdue).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(canvas.getByRole('button', { name: 'outlined' }));
    await expect(getComputedStyle(overdue).borderTopWidth).toBe('1px');
    await userEvent.click(canvas.getByRole('button', { name: 'plain' }));
    await expect(getComputedStyle(overdue).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(overdue).borderTopWidth).toBe('0px');
    // The value uses the theme's h3 type scale.
    await expect(getComputedStyle(canvas.getByText('€640')).fontWeight).toBe('600');
    await userEvent.click(canvas.getByRole('button', { name: 'soft' }));
  },
};

export const ThemeDefaults: Story = {
  render: () => <ThemedDueTags />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tag = (text: string) => getComputedStyle(canvas.getByText(text));
    // Outside the custom theme: the component's own defaults, outlined and neutral, small radius.
    await expect(tag('Due 12 Dec (no theme entry)').borderTopWidth).toBe('1px');
    await expect(tag('Due 12 Dec (no theme entry)').borderTopLeftRadius).toBe('6px');
    // Inside: the theme's defaultProps (soft, warning) and its styleOverrides (pill shape, bold).
    await expect(tag('Due 3 Dec').backgroundColor).toBe(dark() ? 'rgb(46, 27, 5)' : 'rgb(253, 240, 225)');
    await expect(tag('Due 3 Dec').borderTopLeftRadius).toBe('999px');
    await expect(tag('Due 5 Dec').fontWeight).toBe('600');
    // Props passed to the element still win over the theme's defaults.
    await expect(tag('Overdue since 20 Nov').backgroundColor).toBe('rgb(196, 28, 28)');
  },
};
