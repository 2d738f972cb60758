import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import DarkModeBothSchemes from './DarkModeBothSchemes';
import DarkModeCurrentMode from './DarkModeCurrentMode';

/**
 * Joy's colour schemes are CSS variables: both are in the stylesheet, a class picks one, so the
 * right colours are there at first paint. `useColorScheme()` reports the mode, here the site's setting.
 */
const meta = {
  title: 'Joy UI/Main features/Dark Mode Optimization',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The mode the site (here: the Storybook mode global) put on <html>. */
const siteMode = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export const CurrentMode: Story = {
  render: () => <DarkModeCurrentMode />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // After mount, Joy's mode is the site's setting and its scheme is the one on <html>.
    await waitFor(() => expect(canvas.getByTestId('value-mode')).toHaveTextContent(siteMode()));
    await expect(canvas.getByTestId('value-colorScheme')).toHaveTextContent(siteMode());
    // systemMode is only read when the mode is "system".
    await expect(canvas.getByTestId('value-systemMode')).toHaveTextContent('not known yet');
  },
};

export const BothSchemes: Story = {
  render: () => <DarkModeBothSchemes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const light = canvas.getByTestId('preview-light');
    const dark = canvas.getByTestId('preview-dark');
    const luminance = (el: Element) => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return (r + g + b) / 3;
    };
    // Same component, same props: the class alone switches every --joy-palette-* variable.
    await expect(luminance(light)).toBeGreaterThan(200);
    await expect(luminance(dark)).toBeLessThan(60);
    const chip = (preview: HTMLElement) => getComputedStyle(within(preview).getByText('Vegetarian').closest('.MuiChip-root')!);
    await expect(chip(light).backgroundColor).not.toBe(chip(dark).backgroundColor);
    await expect(within(dark).getByRole('button', { name: 'Cook it (dark)' })).toBeVisible();
    await expect(getComputedStyle(light).color).not.toBe(getComputedStyle(dark).color);
  },
};
