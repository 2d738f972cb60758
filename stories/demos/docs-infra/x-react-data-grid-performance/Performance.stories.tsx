import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import TenThousandRows from './TenThousandRows';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Performance',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousand: Story = {
  render: () => <TenThousandRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'All 10,000 employees' });
    // All 10,000 rows (and the header row) are in the grid's model; only a screenful is in the DOM.
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid).toHaveAttribute('aria-colcount', '9');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeLessThan(40));
    // Scrolling to the end renders the last row (the number column shows 10,000).
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: '10,000' })).toBeInTheDocument());
    scroller.scrollTop = 0;
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: '1' })).toBeInTheDocument());
  },
};
