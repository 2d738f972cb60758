import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Stack from '@mui/joy/Stack';
import StackDirection from './StackDirection';
import StackDividers from './StackDividers';
import StackResponsive from './StackResponsive';
import StackWrap from './StackWrap';

/**
 * Joy's Stack lays its children out in one column or one row with equal spacing, responsive direction and
 * spacing, an optional divider between the children, and `useFlexGap` for rows that wrap.
 */
const meta = {
  title: 'Joy UI/Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;

export default meta;

type Story = StoryObj<typeof meta>;

const rect = (element: Element) => element.getBoundingClientRect();
const children = (element: HTMLElement) => Array.from(element.children);

export const DirectionAndSpacing: Story = {
  render: () => <StackDirection />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a, b, c] = children(canvas.getByTestId('column'));
    // Column: one below the other, spacing={1} = 8 px apart, same left edge.
    await expect(Math.round(rect(b!).top - rect(a!).bottom)).toBe(8);
    await expect(rect(c!).left).toBe(rect(a!).left);
    const [x, y, z] = children(canvas.getByTestId('row'));
    // Row: side by side, spacing={2} = 16 px apart, same top edge.
    await expect(Math.round(rect(y!).left - rect(x!).right)).toBe(16);
    await expect(Math.round(rect(z!).left - rect(y!).right)).toBe(16);
    await expect(rect(z!).top).toBe(rect(x!).top);
  },
};

export const ResponsiveDirection: Story = {
  render: () => <StackResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Find a recipe' });
    const ingredient = canvas.getByLabelText('Ingredient');
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(ingredient).toBeInstanceOf(HTMLInputElement);
    const row = window.matchMedia('(min-width: 600px)').matches;
    await expect(getComputedStyle(form).flexDirection).toBe(row ? 'row' : 'column');
    if (row) {
      // From sm up the fields and the button share one row, with 16 px between them.
      await expect(rect(search).left).toBeGreaterThan(rect(ingredient).right);
      const [first, second] = children(form);
      await expect(Math.round(rect(second!).left - rect(first!).right)).toBe(16);
    }
  },
};

export const Dividers: Story = {
  render: () => <StackDividers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = canvas.getByTestId('figures');
    // Three figures, two dividers, each divider between two figures.
    const separators = within(figures).getAllByRole('separator');
    await expect(separators).toHaveLength(2);
    const paid = canvas.getByText('€15,950');
    await expect(rect(separators[0]!).right).toBeLessThanOrEqual(rect(paid).left);
    await expect(rect(separators[1]!).left).toBeGreaterThanOrEqual(rect(paid).right);
    // A vertical divider is as tall as the row.
    await expect(Math.round(rect(separators[0]!).height)).toBe(Math.round(rect(figures).height));
  },
};

export const FlexWrap: Story = {
  render: () => <StackWrap />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const chips = within(list).getAllByRole('listitem');
    await expect(chips).toHaveLength(9);
    // The chips wrap onto more than one row inside 320 px ...
    const tops = [...new Set(chips.map((chip) => Math.round(rect(chip).top)))];
    await expect(tops.length).toBeGreaterThan(1);
    // ... and useFlexGap spaces the rows like the neighbours: 8 px, no stray margin at the start of a row.
    const secondRow = chips.filter((chip) => Math.round(rect(chip).top) === tops[1]);
    const lastOfFirstRow = chips.filter((chip) => Math.round(rect(chip).top) === tops[0]).at(-1)!;
    await expect(Math.round(rect(secondRow[0]!).top - rect(lastOfFirstRow).bottom)).toBe(8);
    await expect(rect(secondRow[0]!).left).toBe(rect(list).left);
  },
};
