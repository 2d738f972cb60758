import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SortedStops from './SortedStops';
import TripStops from './TripStops';

const meta = {
  title: 'Docs-infra/Rows/Row Ordering',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grid row whose City cell reads `city`. */
const rowOf = (grid: HTMLElement, city: string) => within(grid).getByText(city, { selector: '[data-field="city"]' }).closest<HTMLElement>('[role="row"]')!;
const cityOfRow = (row: HTMLElement) => row.querySelector('[data-field="city"]')?.textContent;
const handleOf = (row: HTMLElement) => row.querySelector<HTMLElement>('.MuiDataGrid-rowReorderCell')!;

/**
 * What a mouse drag does, as HTML5 drag-and-drop events with one shared DataTransfer: `dragstart` on the
 * handle, `dragover` on a cell of the target row (the half of the cell decides above or below), then
 * `dragend` on the handle with a `move` drop effect (`none` would mean "dropped outside the grid").
 */
async function dragRow(grid: HTMLElement, from: string, to: string, where: 'above' | 'below') {
  const dataTransfer = new DataTransfer();
  const fire = (target: HTMLElement, type: string, init: MouseEventInit = {}) =>
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...init }));
  const handle = handleOf(rowOf(grid, from));
  fire(handle, 'dragstart');
  const cell = rowOf(grid, to).querySelector<HTMLElement>('[data-field="city"]')!;
  const box = cell.getBoundingClientRect();
  const clientY = where === 'below' ? box.bottom - 2 : box.top + 2;
  // The grid reacts to dragover once it has rendered the drag start; it then marks the drop position.
  await waitFor(() => {
    fire(cell, 'dragover', { clientX: box.left + 8, clientY });
    expect(rowOf(grid, to)).toHaveClass(where === 'below' ? 'MuiDataGrid-row--dropBelow' : 'MuiDataGrid-row--dropAbove');
  });
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the grid render the drop target it stored
  // A real drop inside the grid leaves `move` as the drop effect. Chromium ignores the setter on a
  // DataTransfer made by script (it stays `none`), so the drop's outcome is defined on the instance.
  Object.defineProperty(dataTransfer, 'dropEffect', { value: 'move' });
  fire(handle, 'dragend');
}

export const Reorder: Story = {
  render: () => <TripStops />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trip stops' });
    await expect(canvas.getByText(/^Route: Lisbon → Madrid → Barcelona/)).toBeVisible();
    // The drag handle column comes first, named for screen readers.
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAccessibleName('Drag handle');
    // Lisbon dropped on the lower half of Barcelona's row becomes the third stop.
    await dragRow(grid, 'Lisbon', 'Barcelona', 'below');
    await expect(await canvas.findByText(/^Route: Madrid → Barcelona → Lisbon → Lyon/)).toBeVisible();
    const dataRows = within(grid).getAllByRole('row').slice(1);
    await expect(dataRows.slice(0, 3).map(cityOfRow)).toEqual(['Madrid', 'Barcelona', 'Lisbon']);
  },
};

export const SortingTurnsItOff: Story = {
  name: 'Sorting turns it off',
  render: () => <SortedStops />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Stops, sortable' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers[headers.length - 1]).toHaveTextContent('Move');
    await waitFor(() => expect(handleOf(rowOf(grid, 'Lisbon'))).toHaveAttribute('draggable', 'true'));
    // Sorting by nights: the handles stop being draggable and the note says why.
    await userEvent.click(within(grid).getByText('Nights'));
    await expect(await canvas.findByText('Sorted by nights: dragging is off')).toBeVisible();
    await expect(handleOf(rowOf(grid, 'Lisbon'))).toHaveAttribute('draggable', 'false');
    await expect(cityOfRow(within(grid).getAllByRole('row')[1]!)).toBe('Zurich');
    // Clearing the sort brings the original order and the handles back.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear sorting' }));
    await waitFor(() => expect(handleOf(rowOf(grid, 'Lisbon'))).toHaveAttribute('draggable', 'true'));
    await expect(cityOfRow(within(grid).getAllByRole('row')[1]!)).toBe('Lisbon');
    // Dragging works again: Munich dropped on the upper half of Lisbon's row becomes the first stop.
    await dragRow(grid, 'Munich', 'Lisbon', 'above');
    await waitFor(() => expect(cityOfRow(within(grid).getAllByRole('row')[1]!)).toBe('Munich'));
  },
};
