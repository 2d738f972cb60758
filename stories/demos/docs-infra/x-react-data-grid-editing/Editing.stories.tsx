import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cellOf } from '../../../gridPlay';
import ClaimCellEditing from './ClaimCellEditing';
import ClaimRowEditing from './ClaimRowEditing';
import TravellerValueParsing from './TravellerValueParsing';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Editing',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CellEditing: Story = {
  render: () => <ClaimCellEditing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Expense claims' });
    // Enter opens the focused cell, typing replaces the text, Enter saves through processRowUpdate.
    const description = await cellOf(grid, 1, 'description');
    await userEvent.click(description);
    await userEvent.keyboard('{Enter}');
    const input = await within(description).findByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Train to the Lisbon offsite{Enter}');
    await waitFor(() => expect(description).toHaveTextContent('Train to the Lisbon offsite'));
    await expect(await canvas.findByText(/^Saved claim 1: Train to the Lisbon offsite/)).toBeVisible();
    // An amount over the limit is refused: the cell stays open, Escape puts the old value back.
    const amount = await cellOf(grid, 1, 'amount');
    const before = amount.textContent;
    await userEvent.click(amount);
    await userEvent.keyboard('{Enter}');
    const amountInput = await within(amount).findByRole('spinbutton');
    await userEvent.clear(amountInput);
    await userEvent.type(amountInput, '9000{Enter}');
    await expect(await canvas.findByText(/^Not saved: A single claim can be at most \$2,500\.00\./)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(amount).toHaveTextContent(before!));
  },
};

export const RowEditing: Story = {
  render: () => <ClaimRowEditing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Expense claims, row editing' });
    const description = await cellOf(grid, 1, 'description');
    await userEvent.click(description);
    await userEvent.keyboard('{Enter}');
    // The whole row is open: the description and the amount have inputs at the same time.
    const row = description.closest<HTMLElement>('[role="row"]')!;
    const input = await within(description).findByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Hotel near the client office');
    const amountInput = within(row).getByRole('spinbutton');
    await userEvent.clear(amountInput);
    await userEvent.type(amountInput, '212.5{Enter}');
    await expect(await canvas.findByText('Claim 1 saved, 2 fields changed: Description, Amount.')).toBeVisible();
    await waitFor(() => expect(description).toHaveTextContent('Hotel near the client office'));
    await expect(await cellOf(grid, 1, 'amount')).toHaveTextContent('$212.50');
  },
};

export const ValueParserAndSetter: Story = {
  render: () => <TravellerValueParsing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trip roster' });
    const name = await cellOf(grid, 1, 'fullName');
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}');
    const input = await within(name).findByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Hana Ivanova Berg{Enter}');
    await expect(await canvas.findByText('Stored row 1: first name "Hana", last name "Ivanova Berg", cost centre "ENG-204".')).toBeVisible();
    // The cost centre is typed in lower case and stored in upper case.
    const centre = await cellOf(grid, 2, 'costCentre');
    await userEvent.click(centre);
    await userEvent.keyboard('{Enter}');
    const centreInput = await within(centre).findByRole('textbox');
    await userEvent.clear(centreInput);
    await userEvent.type(centreInput, 'ops-512{Enter}');
    await waitFor(() => expect(centre).toHaveTextContent('OPS-512'));
    await expect(await canvas.findByText(/cost centre "OPS-512"/)).toBeVisible();
  },
};
