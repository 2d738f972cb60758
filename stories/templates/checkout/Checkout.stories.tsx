import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Checkout from './Checkout';

/** The checkout template: billing, payment and review steps, each checked before the next. */
const meta = {
  title: 'Material UI/Getting started/Templates/Checkout',
  component: Checkout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Checkout>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty billing fields stop the first step; a mistyped card number and a past expiry stop the second; then the order is placed. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (name: RegExp) => canvas.getByRole('textbox', { name });
    const proceed = () => userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await proceed();
    await expect(field(/full name/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your street address.')).toBeVisible();
    await userEvent.type(field(/full name/i), 'Jonas Reyes');
    await userEvent.type(field(/email for receipts/i), 'jonas@reyes-audio.com');
    await userEvent.type(field(/street address/i), '118 Harbor Street');
    await userEvent.type(field(/city/i), 'Portland');
    await userEvent.type(field(/postal code/i), '97209');
    await proceed();
    await expect(await canvas.findByRole('heading', { name: 'Payment' })).toBeVisible();
    await userEvent.type(field(/name on card/i), 'Jonas Reyes');
    await userEvent.type(field(/card number/i), '4242 4242 4242 4241');
    await userEvent.type(field(/expiry date/i), '01/20');
    await userEvent.type(field(/security code/i), '123');
    await proceed();
    await expect(canvas.getByText('This card number is not valid: check for a typo.')).toBeVisible();
    await expect(field(/expiry date/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This card has expired.')).toBeVisible();
    await userEvent.clear(field(/card number/i));
    await userEvent.type(field(/card number/i), '4242 4242 4242 4242');
    await userEvent.clear(field(/expiry date/i));
    await userEvent.type(field(/expiry date/i), '09/39');
    await proceed();
    await expect(await canvas.findByText('Card ending in 4242, expires 09/39')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you, Jonas Reyes.');
  },
};
