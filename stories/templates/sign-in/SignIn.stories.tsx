import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SignIn from './SignIn';

/** The sign-in template as a full screen: the form checks the email and password before its success state. */
const meta = {
  title: 'Material UI/Getting started/Templates/Sign-in',
  component: SignIn,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignIn>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An empty form shows both errors; a malformed address keeps its error; a valid pair signs in. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /email/i });
    const password = canvas.getByLabelText(/password/i, { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'ada@studio');
    await userEvent.type(password, 'harbour-lights-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(email, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Welcome back, ada@studio.com.');
  },
};
