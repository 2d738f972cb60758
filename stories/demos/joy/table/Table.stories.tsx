import type { Meta, StoryObj } from '@storybook/react-vite';
import Table from '@mui/joy/Table';
import { expect, userEvent, within } from 'storybook/test';
import TableBasic from './TableBasic';
import TableBordersStripes from './TableBordersStripes';
import TableSizes from './TableSizes';
import TableSortSelect from './TableSortSelect';
import TableStickyHeader from './TableStickyHeader';
import TableVariants from './TableVariants';

/**
 * Joy's Table styles a native HTML table: rows of records, columns of attributes. Pick a global
 * variant and colour, a size, which borders to draw, stripes, and a sticky header and footer
 * when the table scrolls inside its own box.
 */
const meta = {
  title: 'Joy UI/Data display/Table',
  component: Table,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Table>;

export default meta;

type Story = StoryObj<typeof meta>;

const rowTexts = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => row.textContent ?? '');

export const Basic: Story = {
  render: () => <TableBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoices sent in March 2025' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Invoice',
      'Client',
      'Issued',
      'Amount',
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'INV-1044' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '€2,975.00' })).toHaveStyle({ textAlign: 'right' });
  },
};

export const Variants: Story = {
  render: () => <TableVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Stops of the Portugal trip' });
    await expect(table).toHaveClass('MuiTable-variantPlain', 'MuiTable-colorNeutral');
    const plainBackground = getComputedStyle(table).backgroundColor;

    await userEvent.click(canvas.getByRole('radio', { name: 'solid' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'primary' }));
    await expect(table).toHaveClass('MuiTable-variantSolid', 'MuiTable-colorPrimary');
    await expect(getComputedStyle(table).backgroundColor).not.toBe(plainBackground);

    await userEvent.click(canvas.getByRole('radio', { name: 'soft' }));
    await expect(table).toHaveClass('MuiTable-variantSoft');
  },
};

export const Sizes: Story = {
  render: () => <TableSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Departures from Lisboa Oriente' });
    const rowHeight = () => within(table).getAllByRole('row')[1]!.getBoundingClientRect().height;
    const medium = rowHeight();

    await userEvent.click(canvas.getByRole('radio', { name: 'Small' }));
    await expect(table).toHaveClass('MuiTable-sizeSm');
    const small = rowHeight();
    await userEvent.click(canvas.getByRole('radio', { name: 'Large' }));
    await expect(table).toHaveClass('MuiTable-sizeLg');
    await expect(small).toBeLessThan(medium);
    await expect(rowHeight()).toBeGreaterThan(medium);
  },
};

export const BordersAndStripes: Story = {
  render: () => <TableBordersStripes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Expense report, April' });
    await expect(table).toHaveClass('MuiTable-borderAxisXBetween', 'MuiTable-hoverRow');

    await userEvent.click(canvas.getByRole('radio', { name: 'bothBetween' }));
    await expect(table).toHaveClass('MuiTable-borderAxisBothBetween');
    const secondCell = within(table).getAllByRole('cell')[1]!;
    await expect(getComputedStyle(secondCell).borderLeftStyle).toBe('solid');

    const [first, second] = within(table).getAllByRole('row').slice(1);
    await expect(getComputedStyle(first!).backgroundColor).toBe(getComputedStyle(second!).backgroundColor);
    await userEvent.click(canvas.getByRole('switch', { name: 'Striped rows' }));
    await expect(getComputedStyle(first!).backgroundColor).not.toBe(getComputedStyle(second!).backgroundColor);
  },
};

export const StickyHeader: Story = {
  render: () => <TableStickyHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Squash risotto ingredients, scrollable' });
    const header = canvas.getByRole('columnheader', { name: 'Ingredient' });
    const total = canvas.getByRole('rowheader', { name: 'Total for 4 servings' });
    // The footer is pinned to the bottom of the box before any scrolling.
    await expect(total.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1);

    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    // After scrolling to the end the header still sits at the top of the box.
    await expect(Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(canvas.getByRole('cell', { name: 'Sea salt' })).toBeVisible();
    region.scrollTop = 0;
  },
};

export const SortAndSelect: Story = {
  render: () => <TableSortSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bookings for this week' });
    await expect(rowTexts(table)[0]).toContain('Ana Ferreira');

    await userEvent.click(canvas.getByRole('button', { name: 'Nights' }));
    await expect(canvas.getByRole('columnheader', { name: /Nights/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowTexts(table)[0]).toContain('Tomás Silva');
    await userEvent.click(canvas.getByRole('button', { name: /Nights/ }));
    await expect(canvas.getByRole('columnheader', { name: /Nights/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTexts(table)[0]).toContain('Mei Chen');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Mei Chen' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 4 bookings selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all bookings' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 of 4 bookings selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all bookings' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No bookings selected');
  },
};
