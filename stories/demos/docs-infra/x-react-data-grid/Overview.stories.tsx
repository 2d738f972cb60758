import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import EmployeeDirectory from './EmployeeDirectory';
import FirstGrid from './FirstGrid';

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

export const First: Story = {
  render: () => <FirstGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Business trips' });
    // Four trips and a header row; three columns.
    await expect(grid).toHaveAttribute('aria-rowcount', '5');
    await expect(grid).toHaveAttribute('aria-colcount', '3');
    await expect(within(grid).getByRole('gridcell', { name: 'Amara Okafor' })).toBeVisible();
    // The number column sorts numerically: the longest trip comes first in descending order.
    const nights = within(grid).getByRole('columnheader', { name: 'Nights' });
    await userEvent.click(nights);
    await userEvent.click(nights);
    await waitFor(() => expect(nights).toHaveAttribute('aria-sort', 'descending'));
    await expect(within(within(grid).getAllByRole('row')[1]!).getAllByRole('gridcell')[0]).toHaveTextContent('Jonas Berg');
  },
};
