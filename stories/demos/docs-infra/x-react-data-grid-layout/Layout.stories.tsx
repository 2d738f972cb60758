import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AutoPageSizeGrid from './AutoPageSizeGrid';
import ContentHeightGrid from './ContentHeightGrid';
import FixedHeightGrid from './FixedHeightGrid';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Layout',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const FixedHeight: Story = {
  render: () => <FixedHeightGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices in a 320 px box' });
    // The grid fills its 320 px parent, and its 40 rows scroll inside it.
    const root = grid.closest<HTMLElement>('.MuiDataGrid-root')!;
    await waitFor(() => expect(Math.round(root.getBoundingClientRect().height)).toBe(320));
    await expect(grid).toHaveAttribute('aria-rowcount', '41');
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

export const ContentHeight: Story = {
  render: () => <ContentHeightGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices this week' });
    // In a flex column without a height, the grid is as tall as its rows: all five show, nothing scrolls,
    // and the note starts right below the grid.
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    await waitFor(() => expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight));
    await expect(within(grid).getAllByRole('row')).toHaveLength(6);
    const note = canvas.getByText('Five invoices issued this week.');
    await expect(note.getBoundingClientRect().top - grid.getBoundingClientRect().bottom).toBeLessThan(16);
  },
};

export const AutoPageSize: Story = {
  render: () => <AutoPageSizeGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'On-call rota' });
    // The page size comes from the box: a whole number of rows, fewer than 40, with no vertical scroll.
    await waitFor(() => expect(canvas.getByText(/^1–\d+ of 40$/)).toBeVisible());
    const shown = Number(/^1–(\d+)/.exec(canvas.getByText(/^1–\d+ of 40$/).textContent!)![1]);
    await expect(shown).toBeGreaterThan(2);
    await expect(shown).toBeLessThan(40);
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight);
  },
};
