import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '@mui/system';
import StackBasic from './StackBasic';
import StackDividers from './StackDividers';
import StackResponsiveDirection from './StackResponsiveDirection';
import StackWrapping from './StackWrapping';

/**
 * MUI System's Stack (`import { Stack } from '@mui/system'`): a flex column or row whose `spacing` puts
 * theme space between the children, with an optional divider between each two. The story at a phone's
 * width renders its demo in a 390 px frame; the others run at the story window's 1024 px.
 */
const meta = {
  title: 'MUI System/Components/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;

export default meta;

type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

export const Basic: Story = {
  render: () => <StackBasic />,
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Lemon risotto: method' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    // A column by default; spacing={2} is a 16 px top margin on every step after the first.
    await expect(getComputedStyle(steps[0]).marginTop).toBe('0px');
    await expect(getComputedStyle(steps[1]).marginTop).toBe('16px');
    await expect(Math.round(box(steps[1]).top - box(steps[0]).bottom)).toBe(16);
    await expect(Math.round(box(steps[1]).left)).toBe(Math.round(box(steps[0]).left));
  },
};

export const ResponsiveDirection: Story = {
  render: () => <StackResponsiveDirection />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    if (!list) throw new Error('the facts list is missing');
    const [prep, cook, serves] = Array.from(list.children);
    // sm and up (the window's 1024 px): one row, 24 px apart (spacing={{ sm: 3 }}), equal widths (flex: 1).
    await expect(getComputedStyle(list).flexDirection).toBe('row');
    await expect(Math.round(box(prep).top)).toBe(Math.round(box(serves).top));
    await expect(Math.round(Math.abs(box(cook).left - box(prep).right))).toBe(24);
    await expect(Math.round(box(prep).width)).toBe(Math.round(box(cook).width));
  },
};


export const Dividers: Story = {
  render: () => <StackDividers />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Nutrition per serving' });
    // One divider between each two of the four figures, 1 px wide and as tall as the row.
    const separators = within(group).getAllByRole('separator');
    await expect(separators).toHaveLength(3);
    await expect(separators[0]).toHaveAttribute('aria-orientation', 'vertical');
    await expect(Math.round(box(separators[0]).width)).toBe(1);
    const energy = within(group).getByText('520 kcal').parentElement!;
    await expect(Math.round(box(separators[0]).height)).toBe(Math.round(box(energy).height));
    // spacing={2} counts dividers as children: 16 px on each side of a divider.
    await expect(Math.round(Math.abs(box(separators[0]).left - box(energy).right))).toBe(16);
  },
};

export const Wrapping: Story = {
  render: () => <StackWrapping />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recipe tags' });
    const tags = within(list).getAllByRole('listitem');
    // useFlexGap: the spacing is the CSS gap, so wrapped rows keep 8 px between them and no margins.
    await expect(getComputedStyle(list).gap).toBe('8px');
    await expect(getComputedStyle(tags[1]).marginLeft).toBe('0px');
    const rows = [...new Set(tags.map((tag) => Math.round(box(tag).top)))];
    await expect(rows.length).toBeGreaterThan(1);
    const firstOfSecondRow = tags.find((tag) => Math.round(box(tag).top) === rows[1])!;
    await expect(Math.round(box(firstOfSecondRow).top - box(tags[0]).bottom)).toBe(8);
  },
};
