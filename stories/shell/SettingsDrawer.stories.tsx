import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, screen } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { SettingsDrawer } from '../../src/components/settings/SettingsDrawer';
import { SettingsProvider, useSettings } from '../../src/components/settings/SettingsContext';
import { createSettingsStore } from '../../src/theme/storage';
import { type Settings } from '../../src/theme/settings';
import { isRtl } from '../inline';

/**
 * Shows the drawer with given settings selected on top of the toolbar's (mode, direction and density
 * stay the toolbar's unless the story sets them as globals).
 */
const withSettings = (settings: Partial<Settings>, store?: ReturnType<typeof createSettingsStore>): Decorator =>
  function WithSettings(Story) {
    const { settings: toolbar } = useSettings();
    return (
      <SettingsProvider initial={{ ...toolbar, ...settings }} store={store}>
        <Story />
      </SettingsProvider>
    );
  };

const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const meta = {
  title: 'Shell/SettingsDrawer',
  component: SettingsDrawer,
  args: { open: true, onClose: () => {} },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SettingsDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer in the current globals' mode and direction (light, dark and rtl runs). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    // The toolbar's direction is the one selected.
    const direction = isRtl(canvasElement) ? 'Right to left' : 'Left to right';
    await expect(screen.getByRole('button', { name: direction })).toHaveAttribute('aria-pressed', 'true');
  },
};
/** Mode, direction and density stories set the toolbar's globals: the page renders in them, as on the site. */
export const ModeLight: Story = { globals: { theme: 'light' } };
export const ModeDark: Story = { globals: { theme: 'dark' } };
export const ModeSystem: Story = {
  globals: { theme: 'system' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const RightToLeft: Story = { name: 'Right-to-left', globals: { direction: 'rtl' } };
export const Dense: Story = {
  globals: { density: 'dense' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Dense' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const JavaScriptCode: Story = { name: 'JavaScript code', decorators: [withSettings({ codeVariant: 'JS' })] };
/** Private mode or a full quota: settings still change, in memory, and the reader is told. */
export const StorageUnavailable: Story = {
  decorators: [withSettings({}, createSettingsStore(throwingStorage))],
  play: async () => {
    const dense = await screen.findByRole('button', { name: 'Dense' });
    await userEvent.click(dense);
    await expect(dense).toHaveAttribute('aria-pressed', 'true');
    await expect(await screen.findByText(/cannot be saved in this browser/)).toBeVisible();
  },
};
export const SwitchToDark: Story = {
  tags: ['test-procedure'],
  play: async () => {
    const dark = await screen.findByRole('button', { name: 'Dark' });
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement).toHaveClass('dark');
    await expect(document.body).toHaveClass('mode-dark');
    await expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? '#0b0d0e').toBe('#0b0d0e');
  },
  parameters: { screenshot: false },
};
