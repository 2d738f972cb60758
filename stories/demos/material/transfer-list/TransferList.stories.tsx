import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TransferListBasic from './TransferListBasic';
import TransferListSearch from './TransferListSearch';
import TransferListSelectAll from './TransferListSelectAll';

/**
 * A transfer list moves items between two lists, such as available and chosen columns. It is a pattern built
 * from List, Checkbox and Button rather than a component of its own, so these stories have no props table;
 * the stories show selection, select all and search.
 */
const meta = {
  title: 'Material UI/Inputs/Transfer List',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Basic: Story = {
  render: () => <TransferListBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const available = canvas.getByRole('list', { name: 'Available' });
    const team = canvas.getByRole('list', { name: 'Project team' });
    const moveSelectedToTeam = canvas.getByRole('button', {
      name: 'Move selected to Project team',
    });
    await expect(within(available).getAllByRole('checkbox')).toHaveLength(4);
    await expect(moveSelectedToTeam).toBeDisabled();

    await userEvent.click(
      within(available).getByRole('checkbox', { name: 'Amara Okafor' }),
    );
    await userEvent.click(
      within(available).getByRole('checkbox', { name: 'Chen Wei' }),
    );
    await expect(moveSelectedToTeam).toBeEnabled();
    await userEvent.click(moveSelectedToTeam);

    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Moved 2 people to Project team.',
    );
    await expect(itemTexts(available)).toEqual(['Bruno Costa', 'Dana Levi']);
    await expect(itemTexts(team)).toEqual([
      'Amara Okafor',
      'Chen Wei',
      'Elif Kaya',
      'Farah Haddad',
    ]);
    for (const checkbox of within(team).getAllByRole('checkbox')) {
      await expect(checkbox).not.toBeChecked();
    }

    await userEvent.click(
      canvas.getByRole('button', { name: 'Move all to Available' }),
    );
    await expect(within(available).getAllByRole('checkbox')).toHaveLength(6);
    await expect(within(team).getByText('Nobody here yet')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Move all to Available' }),
    ).toBeDisabled();

    await userEvent.click(
      within(available).getByRole('checkbox', { name: 'Elif Kaya' }),
    );
    await userEvent.click(moveSelectedToTeam);
    await expect(itemTexts(team)).toEqual(['Elif Kaya']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Moved Elif Kaya to Project team.',
    );
  },
};

export const SelectAll: Story = {
  render: () => <TransferListSelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hiddenList = canvas.getByRole('list', { name: 'Hidden columns' });
    const visibleList = canvas.getByRole('list', { name: 'Visible columns' });
    const selectAllHidden = canvas.getByRole('checkbox', {
      name: 'Select all hidden columns',
    });
    await expect(selectAllHidden).toHaveAccessibleDescription('0/4 selected');

    await userEvent.click(
      within(hiddenList).getByRole('checkbox', { name: 'Tax' }),
    );
    await expect(selectAllHidden).toHaveAttribute('data-indeterminate', 'true');
    await expect(selectAllHidden).toHaveAccessibleDescription('1/4 selected');

    await userEvent.click(selectAllHidden);
    await expect(selectAllHidden).toBeChecked();
    await expect(canvas.getByText('4/4 selected')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Show selected columns' }),
    );
    await expect(within(hiddenList).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(selectAllHidden).toBeDisabled();
    await expect(itemTexts(visibleList)).toEqual([
      'Order date',
      'Customer',
      'Country',
      'Items',
      'Subtotal',
      'Tax',
      'Shipping',
      'Total',
    ]);

    await userEvent.click(
      within(visibleList).getByRole('checkbox', { name: 'Shipping' }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hide selected columns' }),
    );
    await expect(itemTexts(hiddenList)).toEqual(['Shipping']);
  },
};

export const WithSearch: Story = {
  render: () => <TransferListSearch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const available = canvas.getByRole('list', {
      name: 'Available permissions',
    });
    const granted = canvas.getByRole('list', {
      name: 'Granted to Support agents',
    });
    const grantButton = canvas.getByRole('button', { name: 'Grant selected' });
    await expect(within(available).getAllByRole('checkbox')).toHaveLength(6);
    await expect(grantButton).toBeDisabled();

    const filter = canvas.getByRole('searchbox', {
      name: 'Filter permissions',
    });
    await userEvent.type(filter, 'invoice');
    await expect(itemTexts(available)).toEqual([
      'Create invoices',
      'Approve invoices',
      'Export invoices',
    ]);

    await userEvent.click(
      within(available).getByRole('checkbox', { name: 'Approve invoices' }),
    );
    await userEvent.click(
      within(available).getByRole('checkbox', { name: 'Export invoices' }),
    );
    await userEvent.click(grantButton);
    await expect(itemTexts(granted)).toEqual(
      [
        'Approve invoices',
        'Export invoices',
        'View customers',
        'View reports',
      ].map((item) => `${item}Revoke`),
    );
    await expect(itemTexts(available)).toEqual(['Create invoices']);

    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke Export invoices' }),
    );
    await expect(within(granted).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.clear(filter);
    await expect(within(available).getAllByRole('checkbox')).toHaveLength(5);
    await expect(grantButton).toBeDisabled();
  },
};
