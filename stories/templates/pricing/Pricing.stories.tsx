import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Pricing from './Pricing';

/** The pricing template: three plans, a monthly or yearly switch and a few answers. */
const meta = {
  title: 'Material UI/Getting started/Templates/Pricing',
  component: Pricing,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Pricing>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Yearly billing shows ten months spread over twelve ($18 becomes $15); a question opens its answer. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const studio = canvasElement.querySelector('[data-price="Studio"]')!;
    await expect(studio).toHaveTextContent('$18per month');
    await userEvent.click(canvas.getByRole('button', { name: 'Yearly: 2 months free' }));
    await expect(studio).toHaveTextContent('$15per month, billed yearly');
    await expect(canvasElement.querySelector('[data-price="Agency"]')).toHaveTextContent('$40.83');
    await expect(canvas.getByRole('link', { name: 'Choose Studio' })).toHaveAttribute('href', '/material-ui/getting-started/templates/checkout');
    const question = canvas.getByRole('button', { name: 'Can I change plans later?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};
