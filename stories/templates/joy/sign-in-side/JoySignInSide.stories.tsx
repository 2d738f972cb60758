import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import JoySignInSide from './JoySignInSide';

/** Joy UI's sign-in side template: a validated form beside an inverted brand panel. */
const meta = {
  title: 'Joy UI/Getting started/Templates/Sign-in side',
  component: JoySignInSide,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JoySignInSide>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty fields are refused with a message under each; valid ones sign in. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await userEvent.type(email, 'noor@haddad.studio');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'kiln-and-glaze-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Signed in as noor@haddad.studio');
  },
};
