import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createOrders } from '../../../gridData/orders';
import OrdersByCountry from './OrdersByCountry';

const meta = {
  title: 'Docs-infra/Group & Pivot/Row Grouping',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const orders = createOrders(80);
/** The row whose grouping cell reads `text` ("Canada (18)": the name and the count are separate elements). */
function rowWithGroup(grid: HTMLElement, text: string): HTMLElement {
  const cell = [...grid.querySelectorAll<HTMLElement>('[data-field="__row_group_by_columns_group__"][role="gridcell"]')].find((c) => c.textContent === text);
  if (!cell) throw new Error(`no group row "${text}"`);
  return cell.closest<HTMLElement>('[role="row"]')!;
}
const linesOf = (country: string) => orders.filter((order) => order.country === country).length;

export const ByCountry: Story = {
  render: () => <OrdersByCountry />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Invoice lines by country' });
    // A group row per country, with its number of invoice lines; the first group follows the first row.
    const country = orders[0]!.country;
    const row = await waitFor(() => rowWithGroup(grid, `${country} (${linesOf(country)})`));
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(row).getByRole('button', { name: 'see children' }));
    // Expanded: the country's customers appear as groups of the second level.
    const customer = orders[0]!.customer;
    const lines = orders.filter((order) => order.customer === customer).length;
    await expect(await waitFor(() => rowWithGroup(grid, `${customer} (${lines})`))).toBeVisible();
    await waitFor(() => expect(rowWithGroup(grid, `${country} (${linesOf(country)})`)).toHaveAttribute('aria-expanded', 'true'));
  },
};
