import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, screen } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { SettingsDrawer } from '../../src/components/settings/SettingsDrawer';
import { SettingsProvider, useSettings } from '../../src/components/settings/SettingsContext';
import { createSettingsStore } from '../../src/theme/storage';
import { type Settings } from '../../src/theme/settings';
import { isRtl } from '../inline';
import { OfflineReadingContext, type OfflineReading } from '../../src/components/settings/OfflineReadingContext';
import { createOfflineClient } from '../../src/sw/offlineClient';
import type { OfflineSnapshot } from '../../src/sw/offlineStatus';
import { throwingStorage } from './fixtures';

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

/** The drawer as the site shows it, with "Available offline" in the given state. */
const withOffline = (reading: () => OfflineReading): Decorator =>
  function WithOffline(Story) {
    return (
      <OfflineReadingContext.Provider value={reading()}>
        <Story />
      </OfflineReadingContext.Provider>
    );
  };
const fixedOffline = (snapshot: OfflineSnapshot) => () => ({ get: () => snapshot, subscribe: () => () => {}, setEnabled: () => {} });


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

/** "Available offline", off: what it does; turned on, it gets ready (the page's real client, no worker behind it). */
export const OfflineOff: Story = {
  name: 'Offline: off',
  decorators: [
    withOffline(() => {
      const data = new Map<string, string>();
      return createOfflineClient({
        storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) },
        supported: true,
        navigator: {},
        post: () => {},
        listen: () => {},
        onConnectionChange: () => {},
        setInterval: () => 0,
        clearInterval: () => {},
      });
    }),
  ],
  play: async () => {
    const toggle = await screen.findByRole('switch', { name: 'Available offline' });
    await expect(toggle).not.toBeChecked();
    await expect(screen.getByText(/Saves every page, its files and the search index/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(await screen.findByText('Getting ready to save the pages…')).toBeVisible();
  },
};
export const OfflineSaving: Story = {
  name: 'Offline: saving',
  decorators: [withOffline(fixedOffline({ enabled: true, remembered: true, view: { kind: 'saving', done: 120, total: 260 } }))],
  play: async () => {
    await expect(await screen.findByText('Saving pages for offline reading: 120 of 260')).toBeVisible();
    await expect(screen.getByRole('progressbar', { name: 'Saved for offline reading' })).toHaveAttribute('aria-valuenow', '46');
  },
};
export const OfflineDone: Story = {
  name: 'Offline: saved',
  decorators: [withOffline(fixedOffline({ enabled: true, remembered: true, view: { kind: 'done', pages: 260, megabytes: '33.4' } }))],
  play: async () => {
    await expect(await screen.findByText(/^Saved on this device: all 260 pages and the search index, 33\.4 MB\./)).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Available offline' })).toBeChecked();
  },
};
export const OfflinePaused: Story = {
  name: 'Offline: paused while offline',
  decorators: [withOffline(fixedOffline({ enabled: true, remembered: true, view: { kind: 'paused', reason: 'offline', done: 97, total: 260 } }))],
  play: async () => {
    await expect(await screen.findByText(/^Paused while you're offline \(97 of 260 saved\)/)).toBeVisible();
  },
};
export const OfflineNoRoom: Story = {
  name: 'Offline: no room left',
  decorators: [withOffline(fixedOffline({ enabled: true, remembered: true, view: { kind: 'paused', reason: 'storage', done: 200, total: 260 } }))],
  play: async () => {
    await expect(await screen.findByText(/^Stopped: this device has no room left/)).toBeVisible();
  },
};
export const OfflineDataSaver: Story = {
  name: 'Offline: data saver on',
  decorators: [withOffline(fixedOffline({ enabled: false, remembered: true, view: { kind: 'saveData' } }))],
  play: async () => {
    await expect(await screen.findByText('Not available: data saver is on')).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Available offline' })).toBeDisabled();
  },
};
export const OfflineNotRemembered: Story = {
  name: 'Offline: choice not remembered',
  decorators: [withOffline(fixedOffline({ enabled: true, remembered: false, view: { kind: 'saving', done: 3, total: 260 } }))],
  play: async () => {
    await expect(await screen.findByText(/^This browser won't store this choice/)).toBeVisible();
  },
};
export const OfflineUnsupported: Story = {
  name: 'Offline: not available here',
  decorators: [withOffline(fixedOffline({ enabled: false, remembered: true, view: { kind: 'unsupported' } }))],
  play: async () => {
    await expect(await screen.findByText(/^Not available here/)).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Available offline' })).toBeDisabled();
  },
};
