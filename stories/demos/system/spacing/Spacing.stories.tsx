import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SpacingCustomTheme from './SpacingCustomTheme';
import SpacingLogical from './SpacingLogical';
import SpacingNegativeAndAuto from './SpacingNegativeAndAuto';
import SpacingResponsive from './SpacingResponsive';
import SpacingShorthands from './SpacingShorthands';

/**
 * The spacing utility: margin and padding keys (`m`, `p`, `mx`, `paddingInline` …) whose numbers are
 * multiples of `theme.spacing` (8px in the site's theme). The stories run at 1024px, the `md` breakpoint.
 */
const meta = {
  title: 'MUI System/Style Utilities/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const rect = (element: Element) => element.getBoundingClientRect();

export const Shorthands: Story = {
  render: () => <SpacingShorthands />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = canvas.getByRole('region', { name: 'Invoice 2024-017' });
    await expect(getComputedStyle(invoice).padding).toBe('16px');
    const row = canvas.getByText('Logo design').parentElement!;
    await expect(getComputedStyle(row).paddingTop).toBe('8px');
    await expect(getComputedStyle(row).paddingBottom).toBe('8px');
    await expect(getComputedStyle(row).paddingLeft).toBe('0px');
    const total = canvas.getByText('Total due').parentElement!;
    await expect(getComputedStyle(total).marginTop).toBe('16px');
    await expect(getComputedStyle(total).paddingTop).toBe('12px');
  },
};

export const NegativeAndAuto: Story = {
  name: 'Negative values and auto',
  render: () => <SpacingNegativeAndAuto />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = within(canvas.getByRole('list', { name: 'Travellers' })).getAllByRole('listitem');
    // The initials are hidden from screen readers, the full name from the screen.
    await expect(within(second!).getByText('Jonas Keller')).toBeInTheDocument();
    await expect(getComputedStyle(second!).marginLeft).toBe('-8px');
    // The second avatar starts 8px before the first one ends.
    await expect(Math.round(rect(first!).right - rect(second!).left)).toBe(8);
    // ml: 'auto' takes the free space: the button ends where the row ends.
    const invite = canvas.getByRole('button', { name: 'Invite' });
    await expect(Math.round(rect(invite).right)).toBe(Math.round(rect(invite.parentElement!).right));
    // mx: 'auto' centres the 420px card in the wider story.
    const card = invite.parentElement!.parentElement!;
    const frame = card.parentElement!;
    await expect(Math.round(rect(card).left - rect(frame).left)).toBe(Math.round(rect(frame).right - rect(card).right));
  },
};

export const LogicalProperties: Story = {
  tags: ['rtl'],
  render: () => <SpacingLogical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stop = within(canvas.getByRole('list', { name: "Saturday's itinerary" })).getAllByRole('listitem')[0]!;
    const style = getComputedStyle(stop);
    await expect(style.paddingInlineStart).toBe('24px');
    // Along the reading direction: the start is the left side in ltr, the right side in rtl.
    const rtl = style.direction === 'rtl';
    await expect(rtl ? style.paddingRight : style.paddingLeft).toBe('24px');
    await expect(rtl ? style.paddingLeft : style.paddingRight).toBe('0px');
    await expect(style.paddingTop).toBe('8px');
    const tag = within(stop).getByText('Train');
    await expect(getComputedStyle(tag).paddingInline).toBe('8px');
    await expect(getComputedStyle(tag).paddingBlock).toBe('2px');
  },
};

export const Responsive: Story = {
  render: () => <SpacingResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1024px is at least md (900px): both forms give md's value, 3 × 8px.
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Cancellation policy' })).padding).toBe('24px');
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'House rules' })).padding).toBe('24px');
  },
};

export const CustomTheme: Story = {
  name: 'Custom spacing function',
  render: () => <SpacingCustomTheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // p: 4 is 4 × 0.25rem = 1rem, 16px at the default root font size.
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Recipe filters' })).padding).toBe('16px');
    const chip = canvas.getByText('Vegetarian');
    await expect(getComputedStyle(chip).paddingLeft).toBe('12px');
    await expect(getComputedStyle(chip).paddingTop).toBe('4px');
    await expect(getComputedStyle(chip.parentElement!).columnGap).toBe('8px');
  },
};
