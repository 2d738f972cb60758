import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MarketingPage from './MarketingPage';

/** The marketing page template: hero with a trial form, features, testimonials and questions. */
const meta = {
  title: 'Material UI/Getting started/Templates/Marketing page',
  component: MarketingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A malformed address is refused with its reason; a valid one shows the trial's confirmation. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Your email' });
    await userEvent.type(email, 'ines.duarte');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await userEvent.type(email, '@duarte.pt');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('welcome email to ines.duarte@duarte.pt');
  },
};
