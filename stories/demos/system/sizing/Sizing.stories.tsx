import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SizingBoxSizing from './SizingBoxSizing';
import SizingFractions from './SizingFractions';
import SizingMaxWidth from './SizingMaxWidth';
import SizingSystemProps from './SizingSystemProps';

/**
 * The sizing utility: width, height and their min/max through `sx` (or Box's deprecated system props).
 * A number from 0 to 1 is a fraction of the parent, a larger number is pixels, and `maxWidth` takes the
 * theme's breakpoint names.
 */
const meta = {
  title: 'MUI System/Style Utilities/Sizing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const width = (element: Element) => element.getBoundingClientRect().width;

export const Fractions: Story = {
  render: () => <SizingFractions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shares = { Flights: 0.5, Hotel: 0.25, Food: 0.125 };
    for (const [category, share] of Object.entries(shares)) {
      const track = canvas.getByText(category).closest('li')!.querySelector('[aria-hidden="true"]')!;
      const bar = track.firstElementChild!;
      // width: 1/2 is written as width: 50%, so the bar is that share of its track.
      await expect(parseFloat(getComputedStyle(bar).width)).toBeCloseTo(width(track) * share, 1);
      await expect(width(bar) / width(track)).toBeCloseTo(share, 3);
      // height: 1 is 100% of the 8px track (height: 8 is pixels).
      await expect(getComputedStyle(bar).height).toBe('8px');
    }
  },
};

export const MaxWidthBreakpoint: Story = {
  name: 'Max width from a breakpoint',
  render: () => <SizingMaxWidth />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Lemon and thyme roast chicken' });
    // maxWidth: 'sm' is the theme's sm breakpoint, 600px; the story is wider, so the card stops there.
    await expect(getComputedStyle(article).maxWidth).toBe('600px');
    await expect(width(article)).toBe(600);
    // '45ch' is no breakpoint name: it goes to CSS as written.
    const intro = canvas.getByText(/A Sunday roast/);
    await expect(width(intro)).toBeLessThan(width(article));
    await expect(getComputedStyle(canvas.getByText('Prep').parentElement!).minWidth).toBe('96px');
  },
};

export const BoxSizing: Story = {
  render: () => <SizingBoxSizing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('region', { name: 'Ticket with content-box' });
    const border = canvas.getByRole('region', { name: 'Ticket with border-box' });
    await expect(getComputedStyle(content).boxSizing).toBe('content-box');
    await expect(getComputedStyle(border).boxSizing).toBe('border-box');
    // 240 + 2 × 16 padding + 2 × 4 border, against 240 in all.
    await expect(width(content)).toBe(280);
    await expect(width(border)).toBe(240);
  },
};

export const SystemProps: Story = {
  render: () => <SizingSystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Boarding pass styled with sx', 'Boarding pass styled with system props']) {
      const card = canvas.getByRole('region', { name });
      await expect(getComputedStyle(card).maxWidth).toBe('600px');
      const [route, seat] = Array.from(card.children);
      // 2/3 and 1/3 of the card's 598px content box (a 1px border each side).
      await expect(width(route!) / width(seat!)).toBeCloseTo(2, 2);
      await expect(parseFloat(getComputedStyle(seat!).width)).toBeCloseTo((width(card) - 2) / 3, 1);
    }
  },
};
