import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuarterlyPivot from './QuarterlyPivot';

const meta = {
  title: 'Docs-infra/Group & Pivot/Pivoting',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quarterly: Story = {
  render: () => <QuarterlyPivot />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Revenue per country and quarter' });
    // Pivoted: the quarters became columns.
    await expect(await within(grid).findByRole('columnheader', { name: 'Q1' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Q4' })).toBeVisible();
    // The toolbar's Pivot button opens the panel where fields move between rows, columns and values.
    await userEvent.click(canvas.getByRole('button', { name: 'Pivot' }));
    const close = await canvas.findByRole('button', { name: 'Close pivot settings' });
    await expect(canvas.getByRole('button', { name: 'Values' })).toBeVisible();
    // Closing it leaves the pivoted grid as it was.
    await userEvent.click(close);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Close pivot settings' })).toBeNull());
    await expect(within(grid).getByRole('columnheader', { name: 'Q1' })).toBeVisible();
  },
};
