import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Checkbox from '@mui/joy/Checkbox';
import CheckboxBasic from './CheckboxBasic';
import CheckboxIndeterminate from './CheckboxIndeterminate';
import CheckboxVariantsColors from './CheckboxVariantsColors';

/**
 * Joy UI's Checkbox turns one option on or off, alone or in a list where any number can be chosen.
 * Its `label` prop renders the label, so clicking the text toggles the box.
 */
const meta = {
  title: 'Joy UI/Inputs/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <CheckboxBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Packing list for Norway' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 5 packed');
    // The label text is part of the click target.
    await userEvent.click(canvas.getByText('Rain jacket'));
    await expect(canvas.getByRole('checkbox', { name: 'Rain jacket' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Passport' }));
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 5 packed');
    await expect(canvas.getByRole('checkbox', { name: 'Ferry tickets (printed at the port)' })).toBeDisabled();
  },
};

export const VariantsAndColors: Story = {
  render: () => <CheckboxVariantsColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['solid', 'soft', 'outlined', 'plain', 'primary', 'neutral', 'danger', 'success', 'warning']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    const small = canvas.getByRole('checkbox', { name: 'sm' }).closest('.MuiCheckbox-checkbox')!;
    const large = canvas.getByRole('checkbox', { name: 'lg' }).closest('.MuiCheckbox-checkbox')!;
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'md' }));
    await expect(canvas.getByRole('checkbox', { name: 'md' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  render: () => <CheckboxIndeterminate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All toppings' });
    // Two of four toppings: the parent is "mixed".
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const name of ['Mozzarella', 'Basil', 'Roasted peppers', 'Olives']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Olives' }));
    await expect(all).toBePartiallyChecked();
  },
};
