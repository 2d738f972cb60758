import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ShipmentRowsProp from './ShipmentRowsProp';
import ShipmentStream from './ShipmentStream';

const meta = {
  title: 'Docs-infra/Rows/Row Updates',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of a field's cell in the grid's row with this id. */
const cellText = (grid: HTMLElement, id: number, field: string) =>
  grid.querySelector(`[role="row"][data-id="${id}"] [data-field="${field}"]`)?.textContent ?? null;

export const RowsProp: Story = {
  render: () => <ShipmentRowsProp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Parcels to ship' });
    await expect(await canvas.findByText('1–5 of 5')).toBeVisible();
    const firstTracking = cellText(grid, 1, 'trackingNumber');
    await expect(firstTracking).toMatch(/^PKG-\d{6}$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Book a parcel' }));
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    await waitFor(() => expect(cellText(grid, 6, 'trackingNumber')).toMatch(/^PKG-\d{6}$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the first parcel' }));
    await expect(await canvas.findByText('1–5 of 5')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(firstTracking!)).toBeNull());
  },
};

export const Streaming: Story = {
  render: () => <ShipmentStream />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Live parcel tracking' });
    await waitFor(() => expect(cellText(grid, 1, 'distanceLeft')).toMatch(/^\d+ km$/));
    const before = cellText(grid, 1, 'distanceLeft')!;
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused: 0 updates received');
    // Start the stream, let a few updates arrive, pause it again: the first parcel is 10 km closer.
    await userEvent.click(canvas.getByRole('button', { name: 'Start tracking updates' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Live: [2-9] updates received/), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause tracking updates' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Paused: \d+ updates received$/);
    await expect(cellText(grid, 1, 'distanceLeft')).toBe(`${Number.parseInt(before, 10) - 10} km`);
    // Reset puts every parcel back where it started (and the screenshot is the same on every run).
    await userEvent.click(canvas.getByRole('button', { name: 'Reset the board' }));
    await waitFor(() => expect(cellText(grid, 1, 'distanceLeft')).toBe(before));
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused: 0 updates received');
  },
};
