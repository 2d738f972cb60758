import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WeeklyTimetable from './WeeklyTimetable';

const meta = {
  title: 'Docs-infra/Rows/Row spanning',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Timetable: Story = {
  render: () => <WeeklyTimetable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Weekly timetable' });
    const cell = (rowIndex: number, field: string) =>
      grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"] [data-field="${field}"]`)!;
    // Row 2 is Monday 09:00 (row 1 is the header): Monday's four classes share one day cell,
    // Spanish A1 runs two hours in Room 1, and Room 1 is used for three hours in a row.
    await waitFor(() => expect(cell(2, 'day')).toHaveAttribute('aria-rowspan', '4'));
    await expect(cell(2, 'day')).toHaveTextContent('Monday');
    await expect(cell(2, 'course')).toHaveAttribute('aria-rowspan', '2');
    await expect(cell(2, 'room')).toHaveAttribute('aria-rowspan', '3');
    await expect(cell(2, 'time')).toHaveAttribute('aria-rowspan', '1');
    // The spanned cell is as tall as the rows it covers.
    const dayHeight = cell(2, 'day').getBoundingClientRect().height;
    await expect(Math.round(dayHeight / cell(2, 'time').getBoundingClientRect().height)).toBe(4);
    // Off: every row shows its own value again.
    await userEvent.click(canvas.getByLabelText('Merge repeated values'));
    await waitFor(() => expect(cell(2, 'day')).toHaveAttribute('aria-rowspan', '1'));
    await expect(cell(3, 'day')).toHaveTextContent('Monday');
    await expect(cell(3, 'day')).toBeVisible();
  },
};
