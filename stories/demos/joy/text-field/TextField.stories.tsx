import type { Meta, StoryObj } from '@storybook/react-vite';
import FormControl from '@mui/joy/FormControl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TextFieldBasic from './TextFieldBasic';
import TextFieldReusable from './TextFieldReusable';
import TextFieldValidation from './TextFieldValidation';

/**
 * Joy has no TextField component: a text field is a FormControl holding a FormLabel, an Input and a
 * FormHelperText, which the form control links together (label, description, error, size).
 */
const meta = {
  title: 'Joy UI/Inputs/Text Field',
  component: FormControl,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormControl>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <TextFieldBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The required asterisk is part of the label's text.
    const field = canvas.getByRole('textbox', { name: /^Email for the booking confirmation/ });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('type', 'email');
    await waitFor(() => expect(field).toHaveAccessibleDescription('We send the tickets and the hotel voucher to this address.'));
    await userEvent.click(canvas.getByText('Email for the booking confirmation'));
    await expect(field).toHaveFocus();
  },
};

export const Validation: Story = {
  render: () => <TextFieldValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Invoice number' });
    await userEvent.type(field, 'inv-42');
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Use "INV-" and four digits, for example INV-0042.'));
    await userEvent.clear(field);
    await userEvent.type(field, 'inv-0042');
    await expect(field).toHaveValue('INV-0042');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The number printed at the top of the invoice.'));
  },
};

export const Reusable: Story = {
  render: () => <TextFieldReusable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Traveller's full name/ });
    await expect(name).toBeRequired();
    await waitFor(() => expect(name).toHaveAccessibleDescription('As it is written in the passport.'));
    const reference = canvas.getByRole('textbox', { name: 'Booking reference' });
    await expect(reference).toHaveAttribute('readonly');
    await waitFor(() => expect(reference).toHaveAccessibleDescription('Assigned when you book.'));
    await expect(reference).toHaveValue('TP-7Q4K2');
    await expect(reference.closest('.MuiInput-root')).toHaveClass('MuiInput-sizeSm');
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '+351 912 000 111');
    await expect(phone).toHaveValue('+351 912 000 111');
    await expect(phone.closest('.MuiInput-root')).toHaveClass('MuiInput-variantSoft');
  },
};
