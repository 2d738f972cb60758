import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PackingListText from './PackingListText';
import FerryFareTable from './FerryFareTable';

const meta = {
  title: 'Docs-infra/Writing/Markdown',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextAndLists: Story = {
  render: () => <PackingListText />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // **bold**, *italic*, ~~struck~~ and `code` keep their meaning as elements, not only as looks.
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('three-day');
    await expect(canvasElement.querySelector('em')).toHaveTextContent('clear');
    await expect(canvasElement.querySelector('del')).toHaveTextContent('type A');
    const code = canvasElement.querySelector('code')!;
    await expect(code).toHaveTextContent('100 ml');
    await expect(getComputedStyle(code).fontFamily).toContain('Menlo');
    // "-" items become a bulleted list, "1." items a numbered one.
    const [bullets, steps] = canvas.getAllByRole('list');
    await expect(within(bullets!).getAllByRole('listitem')).toHaveLength(3);
    await expect(steps!.tagName).toBe('OL');
    await expect(within(steps!).getAllByRole('listitem')[0]).toHaveTextContent('Check in online and save the boarding pass.');
    // The link is a plain anchor to a place in the text.
    const link = canvas.getByRole('link', { name: 'last-morning list' });
    await expect(link).toHaveAttribute('href', '#packing-last-morning');
    await expect(canvasElement.querySelector('#packing-last-morning')).toHaveTextContent('On the morning you leave:');
  },
};

export const AlignedTable: Story = {
  render: () => <FerryFareTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Route', 'Crossing', 'Adult', 'Car and driver']);
    // "---:" right-aligns a column, head and cells; a column without a colon follows the page direction.
    const helsinki = within(table).getByRole('row', { name: /Helsinki/ });
    const cells = within(helsinki).getAllByRole('cell');
    await expect(cells[2]).toHaveTextContent('38.00 €');
    await expect(getComputedStyle(cells[2]!).textAlign).toBe('right');
    await expect(getComputedStyle(cells[1]!).textAlign).toBe('start');
    // The box around it takes the keyboard focus, so a wide table scrolls without a mouse.
    await userEvent.tab();
    await expect(table.parentElement).toHaveFocus();
  },
};
