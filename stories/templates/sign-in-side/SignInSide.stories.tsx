import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SignInSide from './SignInSide';

/** The sign-in side template: the product's pitch beside the sign-in form. */
const meta = {
  title: 'Material UI/Getting started/Templates/Sign-in side',
  component: SignInSide,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInSide>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A short password is refused; the reset dialog checks its address and confirms. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /email/i }), 'sam@northlight.studio');
    const password = canvas.getByLabelText(/password/i, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Passwords are at least 8 characters long.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send reset link' }));
    await expect(dialog.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(dialog.getByRole('textbox', { name: /email/i }), 'sam@northlight.studio');
    await userEvent.click(dialog.getByRole('button', { name: 'Send reset link' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('If sam@northlight.studio belongs to a Tallybook account');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
  },
};
