import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ShadowScale from './ShadowScale';
import ShadowTheme from './ShadowTheme';
import TintedShadow from './TintedShadow';

/** Joy's shadow scale (xs to xl) and how the shadow ring and colour channel change one element's shadow. */
const meta = {
  title: 'Joy UI/Customization/Shadow',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const isDark = () => document.documentElement.classList.contains('dark');

export const Scale: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvasElement }) => {
    const shadows = ['xs', 'sm', 'md', 'lg', 'xl'].map((size) => getComputedStyle(canvasElement.querySelector(`[data-shadow="${size}"]`)!).boxShadow);
    await expect(new Set(shadows).size).toBe(5);
    // The largest layer of xl is 20px down with a 24px blur; its colour is the scheme's shadow channel and opacity.
    await expect(shadows[4]).toContain('0px 20px 24px -4px');
    await expect(shadows[4]).toContain(isDark() ? 'rgba(0, 0, 0, 0.6)' : 'rgba(21, 21, 21, 0.08)');
  },
};

export const ShadowOnOneElement: Story = {
  name: 'Shadow on one element',
  render: () => <TintedShadow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (title: string) => canvas.getByRole('heading', { name: title }).parentElement!;
    const primary = isDark() ? 'rgba(67, 147, 228' : 'rgba(11, 107, 203';
    const tinted = getComputedStyle(card('Lisbon, 3 nights')).boxShadow;
    await expect(tinted).toContain(`${primary}, 0.32) 0px 0px 0px 1px`);
    await expect(tinted).toContain(`${primary}, ${isDark() ? '0.6' : '0.08'}) 0px 12px 16px -4px`);
    const grey = getComputedStyle(card('Porto, 2 nights')).boxShadow;
    await expect(grey).not.toContain(primary);
  },
};

export const ThemeShadowColorAndRing: Story = {
  name: 'Theme shadow colour and ring',
  render: () => <ShadowTheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('heading', { name: 'Sunday market walk, Marrakesh' }).parentElement!;
    const shadow = getComputedStyle(card).boxShadow;
    // The theme's shadowRing comes first, then the lg layers in the theme's shadowChannel.
    if (isDark()) {
      await expect(shadow).toMatch(/^rgba\(255, 255, 255, 0\.12\) 0px 0px 0px 1px/);
      await expect(shadow).toContain('rgba(0, 0, 0, 0.6) 0px 12px 16px -4px');
    } else {
      await expect(shadow).toMatch(/^rgba\(120, 72, 32, 0\.16\) 0px 0px 0px 1px/);
      await expect(shadow).toContain('rgba(120, 72, 32, 0.08) 0px 12px 16px -4px');
    }
  },
};
