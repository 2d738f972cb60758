import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openColumnMenu } from '../../../gridPlay';
import PinnedDirectory from './PinnedDirectory';

const meta = {
  title: 'Docs-infra/Columns/Column Pinning',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether `inner` lies horizontally inside `outer` (1 px of rounding either way). */
const insideX = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left >= b.left - 1 && a.right <= b.right + 1;
};

export const StaffList: Story = {
  render: () => <PinnedDirectory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Staff list' });
    const header = (name: string) => within(grid).getByRole('columnheader', { name });
    await waitFor(() => expect(header('Name')).toHaveClass('MuiDataGrid-columnHeader--pinnedLeft'));
    await expect(header('Salary')).toHaveClass('MuiDataGrid-columnHeader--pinnedRight');
    // Scroll the body sideways to its far end: Email leaves the view, Name and Salary stay in it.
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const nameLeft = header('Name').getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Email' })?.getBoundingClientRect().right ?? -1).toBeLessThan(nameLeft + 200));
    await expect(header('Name').getBoundingClientRect().left).toBeCloseTo(nameLeft, 0);
    await expect(insideX(header('Name'), grid)).toBe(true);
    await expect(insideX(header('Salary'), grid)).toBe(true);
    // The column menu pins a column too: Office joins Name on the left.
    const menu = await openColumnMenu(grid, 'Office');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Pin to left' }));
    await waitFor(() => expect(header('Office')).toHaveClass('MuiDataGrid-columnHeader--pinnedLeft'));
    await expect(header('Office').getBoundingClientRect().left).toBeGreaterThanOrEqual(header('Name').getBoundingClientRect().right - 1);
  },
};
