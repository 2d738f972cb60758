import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TransitionsDurations from './TransitionsDurations';
import TransitionsEasing from './TransitionsEasing';

/** The transitions token: named durations and easing curves, and `theme.transitions.create()` that combines them. */
const meta = {
  title: 'Material UI/Customization/Transitions',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The spec's durations, which the installed theme must have. */
const expected = { shortest: 150, shorter: 200, short: 250, standard: 300, complex: 375, enteringScreen: 225, leavingScreen: 195 };

export const Durations: Story = {
  render: () => <TransitionsDurations />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Durations' });
    for (const [name, ms] of Object.entries(expected)) {
      await expect(list).toHaveTextContent(`${name}: ${ms}ms`);
      const bar = canvasElement.querySelector<HTMLElement>(`[data-duration="${name}"]`)!;
      await expect(getComputedStyle(bar).transitionDuration).toBe(`${ms / 1000}s`);
    }
    const shortest = canvasElement.querySelector<HTMLElement>('[data-duration="shortest"]')!;
    const start = shortest.getBoundingClientRect().left;
    await userEvent.click(canvas.getByRole('button', { name: 'Move all' }));
    await expect(canvas.getByRole('button', { name: 'Move back' })).toHaveAttribute('aria-pressed', 'true');
    // The bar moves to the far end (to the left in a right-to-left page).
    await waitFor(() => expect(Math.abs(shortest.getBoundingClientRect().left - start)).toBeGreaterThan(100));
    // Every bar, the slowest included, reaches its track's far end.
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-duration]')];
    const travelled = (bar: HTMLElement) => {
      const track = bar.parentElement!.getBoundingClientRect();
      const box = bar.getBoundingClientRect();
      return getComputedStyle(bar).direction === 'rtl' ? track.right - box.right : box.left - track.left;
    };
    await waitFor(() => {
      for (const each of bars) expect(travelled(each)).toBeCloseTo(each.parentElement!.getBoundingClientRect().width - each.getBoundingClientRect().width, 0);
    });
    // And back: the play ends in the story's first state, so its screenshot never depends on when it is taken.
    await userEvent.click(canvas.getByRole('button', { name: 'Move back' }));
    await waitFor(() => {
      for (const each of bars) expect(travelled(each)).toBeCloseTo(0, 0);
    });
  },
};

export const Easing: Story = {
  render: () => <TransitionsEasing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = [...canvasElement.querySelectorAll<HTMLElement>('[data-easing]')].map((bar) => bar.dataset.easing);
    await expect(names).toEqual(['easeInOut', 'easeOut', 'easeIn', 'sharp']);
    await expect(canvas.getByText(/^easeOut: cubic-bezier\(0\.0, 0, 0\.2, 1\)/)).toBeVisible();
    const bar = canvasElement.querySelector<HTMLElement>('[data-easing="sharp"]')!;
    await expect(getComputedStyle(bar).transitionDuration).toBe('0.375s');
    await expect(getComputedStyle(bar).transitionTimingFunction).toBe('cubic-bezier(0.4, 0, 0.6, 1)');
    const closed = bar.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('switch', { name: 'Expand panels' }));
    await waitFor(() => expect(bar.getBoundingClientRect().width).toBeGreaterThan(closed * 4));
    // Every bar grows to the full width of its row, and shrinks back when the switch is turned off: the play
    // ends in the story's first state, so its screenshot never depends on when it is taken.
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-easing]')];
    await waitFor(() => {
      for (const each of bars) expect(each.getBoundingClientRect().width).toBeCloseTo(each.parentElement!.getBoundingClientRect().width, 0);
    });
    await userEvent.click(canvas.getByRole('switch', { name: 'Expand panels' }));
    await waitFor(() => {
      for (const each of bars) expect(each.getBoundingClientRect().width).toBeCloseTo(closed, 0);
    });
  },
};
