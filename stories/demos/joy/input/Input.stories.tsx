import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Input from '@mui/joy/Input';
import InputBasic from './InputBasic';
import InputDecorators from './InputDecorators';
import InputPassword from './InputPassword';
import InputSizesColors from './InputSizesColors';
import InputValidation from './InputValidation';
import InputVariants from './InputVariants';

/**
 * Joy UI's Input is a single-line text field: a frame around a native `<input>`, with room for
 * decorators at its start and end. The label and the hint come from FormControl, FormLabel and
 * FormHelperText.
 */
const meta = {
  title: 'Joy UI/Inputs/Input',
  component: Input,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Input>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <InputBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    // FormControl ties the hint to the input as its description.
    await expect(input).toHaveAccessibleDescription('Shown in the header of every invoice.');
    await userEvent.type(input, 'Okapi Studio');
    await expect(canvas.getByRole('status')).toHaveTextContent('Invoices will be issued by Okapi Studio.');
  },
};

export const Variants: Story = {
  render: () => <InputVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['plain', 'outlined', 'soft', 'solid']) {
      await expect(canvas.getByRole('textbox', { name: `Guest name (${variant})` })).toHaveValue('Amara Okafor');
    }
    const solid = canvas.getByRole('textbox', { name: 'Guest name (solid)' });
    await userEvent.clear(solid);
    await userEvent.type(solid, 'Jonas Berg');
    await expect(solid).toHaveValue('Jonas Berg');
  },
};

export const SizesAndColors: Story = {
  render: () => <InputSizesColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg'].map(
      (size) => canvas.getByRole('textbox', { name: `Booking reference (${size})` }).closest('.MuiInput-root')!.getBoundingClientRect().height,
    );
    await expect(heights[1]).toBeGreaterThan(heights[0]);
    await expect(heights[2]).toBeGreaterThan(heights[1]);
    // The FormControl's colour reaches the input.
    const danger = canvas.getByRole('textbox', { name: 'Room note (danger)' }).closest('.MuiInput-root');
    await expect(danger).toHaveClass('MuiInput-colorDanger');
  },
};

export const Decorators: Story = {
  render: () => <InputDecorators />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Hourly rate' })).toHaveValue(85);
    await expect(canvas.getByText('per hour')).toBeVisible();
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'spring10');
    await expect(canvas.getByRole('textbox', { name: 'Discount code' })).toHaveValue('SPRING10');
    await userEvent.click(apply);
    await expect(canvas.getByRole('status')).toHaveTextContent('Code SPRING10 applied to this order.');
  },
};

export const Validation: Story = {
  render: () => <InputValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Send invoice INV-0187 to/ });
    await expect(input).toBeRequired();
    await userEvent.type(input, 'billing@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invoice' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address such as billing@client.com.');

    await userEvent.type(input, 'fjordtravel.no');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invoice' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toHaveTextContent('Invoice sent to billing@fjordtravel.no.');
  },
};

export const Password: Story = {
  render: () => <InputPassword />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'Fjord-Trip-2026!');
    await expect(canvas.getByRole('status')).toHaveTextContent('Strength: Strong');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};
