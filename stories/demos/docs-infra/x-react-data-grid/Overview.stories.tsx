import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import EmployeeDirectory from './EmployeeDirectory';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Overview',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Directory: Story = {
  render: () => <EmployeeDirectory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Employee directory' });
    // 60 people, 10 a page (the grid renders only the rows in view).
    await expect(await canvas.findByText('1–10 of 60')).toBeVisible();
    // Sorting by name puts the alphabetically first person on top.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
    const firstName = within(within(grid).getAllByRole('row')[1]!).getAllByRole('gridcell')[0]!.textContent!;
    const names = [...grid.querySelectorAll('[data-field="name"][role="gridcell"]')].map((cell) => cell.textContent!);
    await expect([...names].sort((a, b) => a.localeCompare(b))[0]).toBe(firstName);
  },
};
