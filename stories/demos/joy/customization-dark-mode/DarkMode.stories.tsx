import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ModeToggle from './ModeToggle';
import SchemePalettes from './SchemePalettes';

/** Joy's colour modes: `useColorScheme` to read and set the mode, and a palette per colour scheme. */
const meta = {
  title: 'Joy UI/Customization/Dark Mode',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const isDark = () => document.documentElement.classList.contains('dark');

export const ToggleTheMode: Story = {
  name: 'Toggle the mode',
  render: () => <ModeToggle />,
  // The play sets the mode itself: each mode's picture is a fresh render with its play (.storybook/test-runner.ts).
  parameters: { freshModes: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = isDark() ? 'Dark' : 'Light';
    const other = isDark() ? 'Light' : 'Dark';
    await waitFor(() => expect(canvas.getByRole('button', { name: start })).toHaveAttribute('aria-pressed', 'true'));
    const background = () => getComputedStyle(canvasElement.querySelector('.MuiSheet-root')!).backgroundColor;
    const before = background();
    // On this site setMode changes the site's own setting: the whole page switches.
    await userEvent.click(canvas.getByRole('button', { name: other }));
    await waitFor(() => expect(isDark()).toBe(other === 'Dark'));
    await expect(canvas.getByRole('button', { name: other })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(`Always ${other.toLowerCase()}.`)).toBeVisible();
    await waitFor(() => expect(background()).not.toBe(before));
    // Back to where the story started, so its screenshot shows the mode it was opened in.
    await userEvent.click(canvas.getByRole('button', { name: start }));
    await waitFor(() => expect(isDark()).toBe(start === 'Dark'));
    await waitFor(() => expect(background()).toBe(before));
  },
};

export const PalettePerScheme: Story = {
  name: 'Palette per scheme',
  render: () => <SchemePalettes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('heading', { name: 'Vienna → Venice sleeper' }).parentElement!;
    await expect(getComputedStyle(card).backgroundColor).toBe(isDark() ? 'rgb(14, 26, 43)' : 'rgb(251, 247, 239)');
    await expect(getComputedStyle(canvas.getByRole('heading')).color).toBe(isDark() ? 'rgb(232, 238, 247)' : 'rgb(43, 33, 24)');
  },
};
