import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AutosizeColumns from './AutosizeColumns';
import FlexibleWidths from './FlexibleWidths';

const meta = {
  title: 'Docs-infra/Columns/Column Dimensions',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);
const separatorOf = (header: HTMLElement) => header.querySelector<HTMLElement>('.MuiDataGrid-columnSeparator')!;

export const FlexAndFixed: Story = {
  render: () => <FlexibleWidths />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Team members' });
    const header = (name: string) => within(grid).getByRole('columnheader', { name });
    // Fixed columns keep their width; the flexible Role column stays within its min and max.
    await expect(widthOf(header('Department'))).toBe(130);
    await expect(widthOf(header('Role'))).toBeGreaterThanOrEqual(180);
    await expect(widthOf(header('Role'))).toBeLessThanOrEqual(320);
    // Department has resizable: false, so its border is not a resize handle.
    await expect(separatorOf(header('Department'))).not.toHaveClass('MuiDataGrid-columnSeparator--resizable');
    // Double-clicking the Office border fits it to its content, and onColumnWidthChange reports the new width.
    await userEvent.dblClick(separatorOf(header('Office')));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Office is now \d+ px wide\.$/));
    const reported = Number(/(\d+) px/.exec(status.textContent ?? '')![1]);
    await expect(reported).not.toBe(110);
    await waitFor(() => expect(Math.abs(widthOf(header('Office')) - reported)).toBeLessThanOrEqual(1));
  },
};

export const Autosize: Story = {
  render: () => <AutosizeColumns />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'New starters' });
    const email = within(grid).getByRole('columnheader', { name: 'Email' });
    // Without a width every column starts at 100 px, which cuts the emails off.
    await expect(widthOf(email)).toBe(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Fit columns to content' }));
    await waitFor(() => expect(widthOf(email)).toBeGreaterThan(180));
    // Every email of the page now fits in its cell.
    const cells = [...grid.querySelectorAll<HTMLElement>('[role="gridcell"][data-field="email"]')];
    await expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
  },
};
