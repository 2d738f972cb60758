import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SignUp from './SignUp';

/** The sign-up template: every field is checked on submit, and the password rules are stated up front. */
const meta = {
  title: 'Material UI/Getting started/Templates/Sign-up',
  component: SignUp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignUp>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty fields and unaccepted terms show errors; a password without a digit is refused; then the account is created. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = () => userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await submit();
    await expect(canvas.getByRole('textbox', { name: /full name/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Accept the terms to create an account.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /full name/i }), 'Mira Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: /work email/i }), 'mira@okafor.design');
    const password = canvas.getByLabelText(/password/i, { selector: 'input' });
    await userEvent.type(password, 'lettersonly');
    await submit();
    await expect(canvas.getByText('Use at least one letter and one number.')).toBeVisible();
    await userEvent.type(password, '42');
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms of service/i }));
    await submit();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Welcome to Tallybook, Mira Okafor.');
  },
};
