import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PlanMarkedNav from './PlanMarkedNav';
import PinnedTravellerGrid from './PinnedTravellerGrid';

const meta = {
  title: 'Docs-infra/Components/Pro feature',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlanMarkers: Story = {
  render: () => <PlanMarkedNav />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The marker is part of the link's name, so a screen reader hears the plan with the title.
    await expect(canvas.getByRole('link', { name: 'Column Header' })).not.toContainElement(canvasElement.querySelector('[role="img"]'));
    const treeData = canvas.getByRole('link', { name: 'Tree Data Pro plan' });
    await expect(within(treeData).getByRole('img', { name: 'Pro plan' })).toHaveTextContent('P');
    const rowGrouping = canvas.getByRole('link', { name: 'Row Grouping Premium plan' });
    await expect(within(rowGrouping).getByRole('img', { name: 'Premium plan' })).toHaveTextContent('P+');
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    // The page being read is marked current and keeps its marker.
    await expect(canvas.getByRole('link', { name: 'Pro feature Pro plan' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ColumnPinning: Story = {
  // The width of a page's text column (the grid's 1,130 px of columns scroll sideways in it).
  render: () => (
    <div style={{ maxWidth: 768 }}>
      <PinnedTravellerGrid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Flight bookings' });
    await expect(grid).toHaveAttribute('aria-rowcount', '41');
    const header = await within(grid).findByRole('columnheader', { name: 'Traveller' });
    await expect(header).toHaveClass('MuiDataGrid-columnHeader--pinnedLeft');
    const firstCell = grid.querySelector<HTMLElement>('[data-rowindex="0"] [data-field="traveller"]')!;
    await expect(firstCell).toHaveClass('MuiDataGrid-cell--pinnedLeft');
    await expect(firstCell).toHaveTextContent('Inês Carvalho');
    // Scrolled sideways, the pinned column stays where it was.
    const left = firstCell.getBoundingClientRect().left;
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    scroller.scrollLeft = 300;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(firstCell.getBoundingClientRect().left).toBe(left);
    scroller.scrollLeft = 0;
  },
};
