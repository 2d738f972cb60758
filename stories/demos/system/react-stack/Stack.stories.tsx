import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '@mui/system';
import StackBasic from './StackBasic';
import StackResponsiveDirection from './StackResponsiveDirection';

/**
 * MUI System's Stack (`import { Stack } from '@mui/system'`): a flex column or row whose `spacing` puts
 * theme space between the children, with an optional divider between each two. The plays measure the layout at the story window's
 * 1024 px (the md range).
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

