import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTheme } from '@mui/material/styles';
import { expect, waitFor, within } from 'storybook/test';
import BreakpointsCurrent from './BreakpointsCurrent';
import BreakpointsProductGrid from './BreakpointsProductGrid';

/** The breakpoints token: five named widths (xs, sm, md, lg, xl) that responsive values and media queries use. */
const meta = {
  title: 'Material UI/Customization/Breakpoints',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const { values } = createTheme().breakpoints;
/** The breakpoint whose range holds the window's width, as the theme defines it. */
const currentKey = () => (Object.keys(values) as (keyof typeof values)[]).filter((key) => window.innerWidth >= values[key]).at(-1)!;

export const CurrentRange: Story = {
  render: () => <BreakpointsCurrent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Breakpoint ranges' })).getAllByRole('listitem')).toHaveLength(5);
    const key = currentKey();
    for (const item of canvasElement.querySelectorAll<HTMLElement>('[data-breakpoint]')) {
      const highlighted = getComputedStyle(item).backgroundColor !== 'rgba(0, 0, 0, 0)';
      await expect(highlighted, item.dataset.breakpoint).toBe(item.dataset.breakpoint === key);
    }
  },
};

export const ProductGrid: Story = {
  render: () => <BreakpointsProductGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const columns = getComputedStyle(canvas.getByTestId('grid')).gridTemplateColumns.split(' ').length;
    const width = window.innerWidth;
    await expect(columns).toBe(width >= values.md ? 3 : width >= values.sm ? 2 : 1);
    const label = width < values.sm ? 'Filter' : 'Filter by size and colour';
    await waitFor(() => expect(canvas.getByRole('button', { name: label })).toBeVisible());
  },
};
