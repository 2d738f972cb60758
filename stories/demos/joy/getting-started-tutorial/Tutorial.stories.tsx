import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TutorialActions from './TutorialActions';
import TutorialCard from './TutorialCard';
import TutorialFields from './TutorialFields';
import TutorialSignIn from './TutorialSignIn';
import TutorialValidation from './TutorialValidation';

/** The Tutorial page of Joy UI: Tallybook's sign-in card, built in five steps; each story checks what its step added. */
const meta = {
  title: 'Joy UI/Getting started/Tutorial',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Step1Card: Story = {
  name: 'Step 1: the card',
  render: () => <TutorialCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Sign in to Tallybook' });
    await expect(heading.closest('.MuiCard-root')).toHaveClass('MuiCard-variantOutlined');
    await expect(canvas.getByText('Your invoices, clients and payments in one place.')).toBeVisible();
  },
};

export const Step2Fields: Story = {
  name: 'Step 2: labelled fields',
  render: () => <TutorialFields />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // FormControl ties each label to its input: both fields are found by their visible label.
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(email, 'maya@lindqvist.studio');
    await expect(email).toHaveValue('maya@lindqvist.studio');
  },
};

export const Step3Actions: Story = {
  name: 'Step 3: actions',
  render: () => <TutorialActions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('type', 'submit');
    await expect(signIn.closest('form')).toContainElement(canvas.getByLabelText('Email'));
    const remember = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await userEvent.click(remember);
    await expect(remember).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '#forgot-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#create-account');
    // Sending the form keeps the reader on the page.
    const before = window.location.href;
    await userEvent.click(signIn);
    await expect(window.location.href).toBe(before);
  },
};

export const Step4Validation: Story = {
  name: 'Step 4: validation',
  render: () => <TutorialValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    const password = canvas.getByLabelText(/^Password/);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email, 'maya@lindqvist');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter the address you signed up with, such as maya@lindqvist.studio.');
    await expect(password).toHaveAccessibleDescription('Your password has at least 8 characters.');
    // The messages follow the typing once the form has been sent.
    await userEvent.type(email, '.studio');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAccessibleDescription('The address your invoices are sent from.');
    await userEvent.type(password, 'ledger-2025');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
  },
};

export const Step5SignIn: Story = {
  name: 'Step 5: the finished card',
  render: () => <TutorialSignIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya@lindqvist.studio');
    await userEvent.type(password, 'ledger-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Keep me signed in' }));
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(signIn);
    // While the request runs, the button is disabled and shows Joy's spinner.
    await expect(signIn).toBeDisabled();
    await expect(signIn.querySelector('[role="progressbar"]')).toBeInTheDocument();
    const done = await canvas.findByRole('status', {}, { timeout: 4000 });
    await expect(done).toHaveTextContent('Signed in as maya@lindqvist.studio. You stay signed in on this device.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('maya@lindqvist.studio');
  },
};
