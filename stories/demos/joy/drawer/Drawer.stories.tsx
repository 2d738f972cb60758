import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Drawer from '@mui/joy/Drawer';
import DrawerAnchor from './DrawerAnchor';
import DrawerBasic from './DrawerBasic';
import DrawerFilters from './DrawerFilters';

/**
 * A drawer is a panel that slides in from an edge of the screen over the page: navigation on a phone,
 * filters, notes. Joy's `Drawer` is a modal dialog: focus stays inside it until it closes.
 */
const meta = {
  title: 'Joy UI/Navigation/Drawer',
  component: Drawer,
  parameters: { layout: 'padded' },
  args: { open: false },
} satisfies Meta<typeof Drawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The drawer is portalled into the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A closed Joy drawer stays in the page, hidden (`visibility: hidden`) once its 0.3 s slide is over, so
 * "closed" is "no dialog in the accessibility tree"; a busy machine may be slow, hence the longer wait.
 */
const settle = { timeout: 3000 };

export const Basic: Story = {
  render: () => <DrawerBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Invoicing' }, settle);
    await expect(within(dialog).getByRole('button', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reports' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), settle);
    await expect(canvas.getByText('Current section: Reports')).toBeVisible();
    // Open again and leave it open for the screenshot, with the new section marked.
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const again = await page(canvasElement).findByRole('dialog', { name: 'Invoicing' }, settle);
    await expect(within(again).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Anchor: Story = {
  render: () => <DrawerAnchor />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'From the right' }));
    const right = await page(canvasElement).findByRole('dialog', { name: 'Trip notes' }, settle);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() => expect(Math.round(right.getBoundingClientRect().right)).toBe(width), settle);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), settle);
    await userEvent.click(canvas.getByRole('button', { name: 'From the bottom' }));
    const bottom = await page(canvasElement).findByRole('dialog', { name: 'Trip notes' }, settle);
    const view = canvasElement.ownerDocument.documentElement.clientHeight;
    await waitFor(() => expect(Math.round(bottom.getBoundingClientRect().bottom)).toBe(view), settle);
  },
};

export const Filters: Story = {
  render: () => <DrawerFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter recipes' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filters' }, settle);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vegan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show recipes' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), settle);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing Vegan recipes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter recipes' }));
    const again = await page(canvasElement).findByRole('dialog', { name: 'Filters' }, settle);
    await expect(within(again).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  },
};
