import type { Meta, StoryObj } from '@storybook/react-vite';
import TextField from '@mui/material/TextField';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TextFieldAdornments from './TextFieldAdornments';
import TextFieldMultiline from './TextFieldMultiline';
import TextFieldSelect from './TextFieldSelect';
import TextFieldShippingForm from './TextFieldShippingForm';
import TextFieldSizes from './TextFieldSizes';
import TextFieldStates from './TextFieldStates';
import TextFieldValidation from './TextFieldValidation';
import TextFieldVariants from './TextFieldVariants';

/**
 * A text field lets people enter and edit text in a form: a name, an email address, a message. Every field
 * has a visible label, and helper text for the format or an error that says how to fix it; use one variant
 * throughout a form, and `multiline` for more than a line.
 */
const meta = {
  title: 'Material UI/Inputs/Text Field',
  component: TextField,
  parameters: { layout: 'padded', muiApi: 'TextField' },
  argTypes: {
    variant: apiControl('TextField', 'variant', { options: ['outlined', 'filled', 'standard'] }),
    label: apiControl('TextField', 'label', 'text'),
    helperText: apiControl('TextField', 'helperText', 'text'),
    type: apiControl('TextField', 'type', { options: ['text', 'email', 'password', 'tel', 'url', 'search'] }),
  },
} satisfies Meta<typeof TextField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Label, helper text, variant, size, colour, type and the states (disabled, error, required …) are controls. */
export const Playground: Story = {
  args: {
    label: 'Email address',
    helperText: 'We send the receipt to this address.',
    placeholder: 'name@example.com',
    type: 'email',
    variant: 'outlined',
    size: 'medium',
    color: 'primary',
    disabled: false,
    error: false,
    required: false,
    fullWidth: false,
    multiline: false,
  },
  render: (args) => <TextField {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(new RegExp(`^${String(args.label)}`));
    if (args.disabled) await expect(input).toBeDisabled();
    else await expect(input).toBeEnabled();
    await expect(input).toHaveAttribute('aria-invalid', String(Boolean(args.error)));
    if (args.required) await expect(input).toBeRequired();
    if (args.helperText) await expect(input).toHaveAccessibleDescription(String(args.helperText));
  },
};

export const Variants: Story = {
  render: () => <TextFieldVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fullName = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(fullName.closest('.MuiOutlinedInput-root')).not.toBeNull();
    const company = canvas.getByRole('textbox', { name: 'Company' });
    await expect(company.closest('.MuiFilledInput-root')).not.toBeNull();
    const jobTitle = canvas.getByRole('textbox', { name: 'Job title' });
    await expect(jobTitle.closest('.MuiInput-root')).not.toBeNull();
    await expect(jobTitle).toHaveValue('Logistics lead');
  },
};

export const States: Story = {
  render: () => <TextFieldStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /project name/i }),
    ).toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: 'Billing plan' }),
    ).toBeDisabled();

    const url = canvas.getByRole('textbox', { name: 'Workspace URL' });
    await expect(url).toHaveAttribute('readonly');
    await expect(url).toHaveAccessibleDescription(
      'Contact support to change it',
    );
    await userEvent.type(url, 'changed');
    await expect(url).toHaveValue('northwind.example.com');
  },
};

export const Validation: Story = {
  render: () => <TextFieldValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /work email/i });
    await expect(email).toHaveAccessibleDescription(
      'We send the invoice to this address',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(email, 'amara@');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Enter an address like name@company.com'),
    ).toBeVisible();
    await expect(email).toHaveAccessibleDescription(
      'Enter an address like name@company.com',
    );

    await userEvent.type(email, 'northwind.com');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(
      canvas.getByText('We send the invoice to this address'),
    ).toBeVisible();
  },
};

export const Adornments: Story = {
  render: () => <TextFieldAdornments />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Unit price' }),
    ).toHaveValue('24.90');
    await expect(canvas.getByText('€')).toBeVisible();
    await expect(canvas.getByText('kg')).toBeVisible();

    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'harbour-lights-42');
    await expect(password).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('harbour-lights-42');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Multiline: Story = {
  render: () => <TextFieldMultiline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const instructions = canvas.getByRole('textbox', {
      name: 'Delivery instructions',
    });
    await expect(instructions.tagName).toBe('TEXTAREA');
    await expect(canvas.getByText('0/200 characters')).toBeVisible();

    await userEvent.type(
      instructions,
      'Ring twice{Enter}Leave at the side door',
    );
    await expect(instructions).toHaveValue(
      'Ring twice\nLeave at the side door',
    );
    await expect(canvas.getByText('33/200 characters')).toBeVisible();

    await expect(
      canvas.getByRole('textbox', { name: 'Return address' }),
    ).toHaveValue('Northwind Traders\n14 Harbour Street\nBristol BS1 4RN');
  },
};

export const SelectMode: Story = {
  render: () => <TextFieldSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    const country = canvas.getByRole('combobox', { name: 'Shipping country' });
    await expect(country).toHaveTextContent('Germany');
    await userEvent.click(country);
    await userEvent.click(
      await body.findByRole('option', { name: 'Netherlands' }),
    );
    await waitFor(() =>
      expect(body.queryByRole('listbox')).not.toBeInTheDocument(),
    );
    await expect(country).toHaveTextContent('Netherlands');

    const currency = canvas.getByRole('combobox', { name: 'Invoice currency' });
    await userEvent.selectOptions(currency, 'GBP');
    await expect(currency).toHaveValue('GBP');
  },
};

export const Sizes: Story = {
  render: () => <TextFieldSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('textbox', { name: 'Batch number' });
    await expect(small.closest('.MuiInputBase-sizeSmall')).not.toBeNull();
    const medium = canvas.getByRole('textbox', { name: 'Aisle' });
    await expect(medium.closest('.MuiInputBase-sizeSmall')).toBeNull();
    const notes = canvas.getByRole('textbox', { name: 'Warehouse notes' });
    await expect(notes.closest('.MuiFormControl-fullWidth')).not.toBeNull();
  },
};

export const ControlledForm: Story = {
  render: () => <TextFieldShippingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /full name/i });
    const email = canvas.getByRole('textbox', { name: /email/i });
    const postcode = canvas.getByRole('textbox', { name: /postcode/i });
    const save = canvas.getByRole('button', { name: 'Save address' });

    await userEvent.click(save);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Check the 3 highlighted fields.',
    );
    for (const field of [name, email, postcode]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(
      'Enter the name of the recipient',
    );

    await userEvent.type(name, 'Amara Okafor');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(email, 'amara@northwind.example');
    await userEvent.type(postcode, '1011 ab');
    await userEvent.click(save);

    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Saved. The parcel goes to Amara Okafor, 1011 AB.',
    );
    await expect(
      canvas.queryByText('Enter the name of the recipient'),
    ).not.toBeInTheDocument();
    await expect(email).toHaveAccessibleDescription(
      'For delivery updates only',
    );
  },
};
