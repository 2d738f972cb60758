import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconBrowser } from '../../../src/components/icons/IconBrowser';
import type { IconChunk, IconIndex } from '../../../src/icons/iconIndex';
import { iconChunksFixture, iconIndexFixture } from './fixtures';

/**
 * The Material Icons browser over a 10-icon slice of the real index (see fixtures.ts): no
 * generated files. The fixture loaders answer at once, so each state is reached before the screenshot.
 */
const resolveIndex = (): Promise<IconIndex> => Promise.resolve(iconIndexFixture);
const resolveChunk = (n: number): Promise<IconChunk> =>
  iconChunksFixture[n] ? Promise.resolve(iconChunksFixture[n]) : Promise.reject(new Error(`No chunk ${n}`));
const never = <T,>() => new Promise<T>(() => {});

const meta = {
  title: 'Shell/Icons/IconBrowser',
  component: IconBrowser,
  parameters: { layout: 'padded' },
  args: { loadIndex: resolveIndex, loadChunk: resolveChunk },
} satisfies Meta<typeof IconBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon is drawn once its chunk has arrived. */
const waitForGlyphs = async (list: HTMLElement) =>
  waitFor(() => {
    const buttons = within(list).getAllByRole('button');
    for (const button of buttons) expect(button.querySelector('svg path')).not.toBeNull();
  });

/**
 * Blurs the focused control and waits until its ripples have faded out, so the screenshot
 * doesn't catch a ripple halfway.
 */
async function waitForRipples(root: HTMLElement) {
  const focused = root.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
  await waitFor(() => expect(root.ownerDocument.querySelector('.MuiTouchRipple-child')).toBeNull(), { timeout: 3000 });
}

/** Before the index arrives (and in the pre-rendered HTML): a status line and placeholders. */
export const Loading: Story = {
  args: { loadIndex: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the icon list…');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search icons' })).toBeEnabled();
  },
};

/** A search: the exact name first, then names that start with the word, then whole-word matches. */
export const Results: Story = {
  args: { initialQuery: 'alarm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Filled icons' });
    await expect(canvas.getByRole('status')).toHaveTextContent('5 Filled icons match “alarm”.');
    await expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Alarm', 'AlarmOff', 'AlarmOn', 'AccessAlarm', 'AddAlarm']);
    await waitForGlyphs(list);
    // The glyphs are decorative: the name is the button's accessible name.
    await expect(within(list).getByRole('button', { name: 'AlarmOn' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** The theme filter: Two tone lists FaceUnlock too, which ships without a Filled theme. */
export const ThemeFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('9 Filled icons.'));
    const twoTone = canvas.getByRole('button', { name: 'Two tone' });
    await userEvent.click(twoTone);
    await expect(twoTone).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('10 Two tone icons.');
    const list = canvas.getByRole('list', { name: 'Two tone icons' });
    await expect(within(list).getByRole('button', { name: 'FaceUnlock' })).toBeVisible();
    await waitForGlyphs(list);
    await waitForRipples(canvasElement);
  },
};

/** A few icons at a time; "Show more" adds the next ones and moves focus to the first new icon. */
export const ShowMore: Story = {
  args: { pageSize: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Filled icons' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('9 Filled icons. Showing the first 4.');
    await userEvent.click(canvas.getByRole('button', { name: 'Show 4 more' }));
    await expect(within(list).getAllByRole('button')).toHaveLength(8);
    await expect(within(list).getAllByRole('button')[4]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 more' }));
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
    await waitForGlyphs(list);
    await waitForRipples(canvasElement);
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'submarine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Filled icon matches “submarine”.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 Filled icons match “submarine”.');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Nothing in this theme, but something in others: one button per theme switches to it. */
export const FoundInOtherThemes: Story = {
  args: { initialQuery: 'face unlock' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Filled icon matches “face unlock”.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 Outlined icon' }));
    await expect(canvas.getByRole('button', { name: 'Outlined' })).toHaveAttribute('aria-pressed', 'true');
    const list = canvas.getByRole('list', { name: 'Outlined icons' });
    await expect(within(list).getByRole('button', { name: 'FaceUnlock' })).toBeVisible();
    await waitForGlyphs(list);
    await waitForRipples(canvasElement);
  },
};

/** The index can't be loaded: a clear message, and "Try again" asks the loader again. */
export const LoadError: Story = {
  args: { loadIndex: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The icon list could not be loaded');
    await expect(canvas.getByRole('status')).toHaveTextContent('The icon list could not be loaded.');
    const calls = (args.loadIndex as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.loadIndex).toHaveBeenCalledTimes(calls + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Check your connection, then try again.');
    await waitForRipples(canvasElement);
  },
};

/** The first attempt fails, the second succeeds. */
function FailingOnce() {
  const [loadIndex] = useState(() => {
    let calls = 0;
    return () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : resolveIndex();
    };
  });
  return <IconBrowser loadIndex={loadIndex} loadChunk={resolveChunk} />;
}

export const RetryAfterError: Story = {
  tags: ['test-procedure'],
  render: () => <FailingOnce />,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Filled icons' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A markup chunk fails: the names stay, placeholders stand in for the glyphs, and the reader can retry. */
export const ChunkError: Story = {
  args: { loadChunk: () => Promise.reject(new Error('offline')), initialQuery: 'alarm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Some icons could not be drawn.');
    const list = canvas.getByRole('list', { name: 'Filled icons' });
    await expect(within(list).getAllByRole('button')).toHaveLength(5);
    await expect(list.querySelector('svg path')).toBeNull();
  },
};

/** An icon opened: its sizes, its themes and the import line with a copy button. */
export const SelectedIcon: Story = {
  args: { initialTheme: 'Outlined', initialSelected: 'AlarmOn', initialQuery: 'alarm' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'AlarmOnOutlined' });
    await expect(within(dialog).getByText("import AlarmOnOutlinedIcon from '@mui/icons-material/AlarmOnOutlined';")).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Ships in Filled, Outlined, Rounded, Two tone, Sharp.');
    const sizes = within(dialog).getByRole('list', { name: 'Sizes' });
    await waitFor(() => expect(sizes.querySelectorAll('svg path')).toHaveLength(3));
  },
};

/** Keyboard only: Enter opens an icon, Escape closes it and focus goes back to the icon. */
export const Keyboard: Story = {
  tags: ['test-procedure'],
  args: { initialQuery: 'snooze' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search icons' }));
    const icon = await canvas.findByRole('button', { name: 'Snooze' });
    // Search field → five theme buttons → the first icon.
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(icon).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Snooze' });
    // The dialog fades in: wait for the state, not for the animation to have ended by chance.
    await waitFor(() => expect(within(dialog).getByText("import SnoozeIcon from '@mui/icons-material/Snooze';")).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(icon).toHaveFocus();
  },
};
