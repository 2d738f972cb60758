import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { computedColor, pageIsDark, rootVariable } from '../../computedColor';
import PantryTokens from './PantryTokens';
import TripDesignSystem from './TripDesignSystem';

/** A custom design system's colours as CSS variables (own prefixes), switched by the page's `.dark` class. */
const meta = {
  title: 'MUI System/Experimental APIs/CSS Theme Variables',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const CustomDesignSystem: Story = {
  render: () => <TripDesignSystem />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = pageIsDark();
    await waitFor(() => expect(rootVariable('--trip-palette-surface')).toBe(dark ? '#15202b' : '#ffffff'));
    await expect(rootVariable('--trip-palette-accent')).toBe(dark ? '#7cc4ff' : '#0b5cad');
    await expect(rootVariable('--trip-radius')).toBe('14px');
    // The prefix option itself is not turned into a variable.
    await expect(rootVariable('--trip-cssVarPrefix')).toBe('');
    const pass = getComputedStyle(canvas.getByTestId('pass'));
    await expect(pass.backgroundColor).toBe(computedColor(dark ? '#15202b' : '#ffffff'));
    await expect(pass.borderTopLeftRadius).toBe('14px');
    await expect(getComputedStyle(canvas.getByTestId('zone')).backgroundColor).toBe(computedColor(dark ? '#7cc4ff' : '#0b5cad'));
    // The provider left the site's own class on <html> alone.
    await expect(document.documentElement.classList.contains(dark ? 'dark' : 'light')).toBe(true);
  },
};

export const PreparedVariables: Story = {
  render: () => <PantryTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = pageIsDark();
    await waitFor(() => expect(rootVariable('--pantry-palette-herb')).toBe(dark ? '#8fd18f' : '#2e6b30'));
    const [label] = canvas.getAllByTestId('label');
    await expect(getComputedStyle(label!).borderTopColor).toBe(computedColor(dark ? '#8fd18f' : '#2e6b30'));
    await expect(getComputedStyle(label!).backgroundColor).toBe(computedColor(dark ? '#221c14' : '#fffaf0'));
    const css = canvas.getByTestId('generated-css').textContent ?? '';
    await expect(css).toContain('.light {\n  --pantry-palette-paper: #fffaf0;');
    await expect(css).toContain('.dark {\n  --pantry-palette-paper: #221c14;');
  },
};
