import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BorderKeysTable from './BorderKeysTable';
import TripCardPlayground from './TripCardPlayground';

const meta = {
  title: 'Docs-infra/Components/Custom Components',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SystemPropertiesTableBorders: Story = {
  name: 'SystemPropertiesTable (borders)',
  render: () => <BorderKeysTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // The keys come from the installed @mui/system, and the caption counts them.
    await expect(table.querySelector('caption')).toHaveTextContent("13 keys, read from @mui/system's borders style function.");
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(13);
    const radius = within(table).getByRole('row', { name: /^borderRadius/ });
    await expect(within(radius).getAllByRole('cell')[1]).toHaveTextContent('shape.borderRadius');
    // One utility: no "Utility" column, so no links to other pages.
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Key', 'CSS properties', 'Theme key', 'Example']);
    await expect(within(table).queryAllByRole('link')).toHaveLength(0);
  },
};

export const SxPlaygroundTripCard: Story = {
  name: 'SxPlayground (custom component)',
  render: () => <TripCardPlayground />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('sx-preview');
    // The first example is applied: the card's own border, 6 px on the left.
    await expect(canvas.getByRole('button', { name: 'Highlighted' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(getComputedStyle(card).borderLeftWidth).toBe('6px'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sold out' }));
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(getComputedStyle(card).borderTopStyle).toBe('dashed'));
    await expect(getComputedStyle(card.querySelector('.price')!).textDecorationLine).toBe('line-through');
    const css = within(canvas.getByRole('region', { name: 'Generated CSS' })).getByRole('code');
    await expect(css).toHaveTextContent('line-through');
    // Before the screenshot: the focus leaves the button and its ripple fades.
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull(), { timeout: 3000 });
  },
};
