import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FeatureTour from './FeatureTour';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Features',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tour: Story = {
  render: () => <FeatureTour />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Company staff' });
    // 1,000 people, 25 a page, the most recent start date first.
    await expect(await canvas.findByText('1–25 of 1000')).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Start date' })).toHaveAttribute('aria-sort', 'descending');
    // The toolbar's buttons are there.
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    // Ticking a row's checkbox selects it and the footer says so.
    await userEvent.click(within(grid).getAllByRole('checkbox', { name: 'Select row' })[0]!);
    await expect(await canvas.findByText('1 row selected')).toBeVisible();
    // The next page.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(canvas.getByText('26–50 of 1000')).toBeVisible());
  },
};
