import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cellOf } from '../../../gridPlay';
import BulkSaveEditing from './BulkSaveEditing';
import SingleClickEditing from './SingleClickEditing';
import ValidatedEditing from './ValidatedEditing';

const meta = {
  title: 'Docs-infra/Recipes/Editing',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a cell with Enter, replaces its text and saves it with Enter. */
async function editWithKeyboard(cell: HTMLElement, text: string, role: 'textbox' | 'spinbutton' = 'textbox') {
  await userEvent.click(cell);
  await userEvent.keyboard('{Enter}');
  const input = await within(cell).findByRole(role);
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
}

export const SingleClick: Story = {
  render: () => <SingleClickEditing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Shopping list' });
    const item = await cellOf(grid, 2, 'item');
    // One click opens the cell: its input is there without a double-click or Enter.
    await userEvent.click(item);
    const input = await within(item).findByRole('textbox');
    await expect(input).toHaveValue('Coconut milk');
    await userEvent.clear(input);
    await userEvent.type(input, 'Light coconut milk{Enter}');
    await waitFor(() => expect(item).toHaveTextContent('Light coconut milk'));
    // Clicking another cell closes the first one and opens the new one.
    const quantity = await cellOf(grid, 3, 'quantity');
    await userEvent.click(quantity);
    await expect(await within(quantity).findByRole('spinbutton')).toHaveValue(500);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(quantity).queryByRole('spinbutton')).toBeNull());
  },
};

export const BulkSave: Story = {
  render: () => <BulkSaveEditing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Claims to approve' });
    await editWithKeyboard(await cellOf(grid, 1, 'description'), 'Client dinner in Porto');
    await editWithKeyboard(await cellOf(grid, 2, 'amount'), '64.2', 'spinbutton');
    await expect(await canvas.findByText('2 unsaved rows.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save 2 changes' }));
    await expect(await canvas.findByText('Saved 2 claims.')).toBeVisible();
    await waitFor(async () => expect(await cellOf(grid, 1, 'description')).toHaveTextContent('Client dinner in Porto'));
    await expect(await cellOf(grid, 2, 'amount')).toHaveTextContent('$64.20');
    // An edit after the save can be thrown away: the saved text comes back.
    await editWithKeyboard(await cellOf(grid, 1, 'description'), 'Typo');
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(await canvas.findByText('Discarded 1 unsaved change.')).toBeVisible();
    await waitFor(async () => expect(await cellOf(grid, 1, 'description')).toHaveTextContent('Client dinner in Porto'));
  },
};

export const Validation: Story = {
  render: () => <ValidatedEditing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Claims with validation' });
    const amount = await cellOf(grid, 1, 'amount');
    await userEvent.click(amount);
    await userEvent.keyboard('{Enter}');
    const input = await within(amount).findByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '4000');
    // The message shows while typing, the input is marked invalid, and Enter does not save.
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('One claim can be at most $2,500.00.');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(within(amount).getByRole('spinbutton')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(amount).toHaveTextContent('$120.00'));
  },
};
