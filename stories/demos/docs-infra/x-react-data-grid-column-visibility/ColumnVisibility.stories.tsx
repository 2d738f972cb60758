import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openColumnMenu } from '../../../gridPlay';
import HiddenByDefault from './HiddenByDefault';
import PayDetailsSwitch from './PayDetailsSwitch';

const meta = {
  title: 'Docs-infra/Columns/Column Visibility',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;


export const InitialModel: Story = {
  render: () => <HiddenByDefault />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Staff list' });
    // The initial model hides Email and Salary: four of six columns show.
    await expect(grid).toHaveAttribute('aria-colcount', '4');
    await expect(within(grid).queryByRole('columnheader', { name: 'Email' })).toBeNull();
    // Manage columns opens the columns panel; Name is not hideable, so its box is checked and disabled.
    const menu = await openColumnMenu(grid, 'Role');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Manage columns' }));
    const name = await screen.findByRole('checkbox', { name: 'Name' });
    await expect(name).toBeChecked();
    await expect(name).toBeDisabled();
    const email = screen.getByRole('checkbox', { name: 'Email' });
    await expect(email).not.toBeChecked();
    await userEvent.click(email);
    await expect(await within(grid).findByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-colcount', '5');
  },
};

export const ControlledModel: Story = {
  render: () => <PayDetailsSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Payroll overview' });
    await expect(grid).toHaveAttribute('aria-colcount', '3');
    await expect(within(grid).queryByRole('columnheader', { name: 'Salary' })).toBeNull();
    // The switch writes the model: both pay columns appear together.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show pay details' }));
    await expect(await within(grid).findByRole('columnheader', { name: 'Salary' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Started' })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-colcount', '5');
    // disableColumnSelector: the column menu sorts and filters, but offers no way to hide a column.
    const menu = await openColumnMenu(grid, 'Name');
    await expect(within(menu).getByRole('menuitem', { name: 'Filter' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Hide column' })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: 'Manage columns' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
