import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatButton } from '../../src/components/code/ChatButton';

const meta = {
  title: 'Shell/ChatButton',
  component: ChatButton,
  args: {
    productName: 'MUI',
    requestUrl: fn(() => Promise.resolve('https://chat.example.com/c/42')),
    openWindow: fn(() => ({ show: fn(), close: fn() })),
  },
} satisfies Meta<typeof ChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Opening: Story = { args: { initialState: 'opening' } };
export const Failed: Story = { args: { initialState: 'failed', productName: 'Acme UI' } };

/** Success: the tab opened on the click shows the URL the endpoint returned. */
export const OpensConversation: Story = {
  tags: ['test-procedure'],
  args: { openWindow: fn() },
  play: async ({ canvasElement, args }) => {
    const show = fn();
    const close = fn();
    (args.openWindow as ReturnType<typeof fn>).mockReturnValue({ show, close });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open in MUI Chat' }));
    await expect(await canvas.findByRole('button', { name: 'Open in MUI Chat' })).toBeEnabled();
    await expect(show).toHaveBeenCalledWith('https://chat.example.com/c/42');
    await expect(close).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Failure: the empty tab closes and the spec's text names the product from the config. */
export const FailureNamesProduct: Story = {
  tags: ['test-procedure'],
  args: { productName: 'Acme UI', requestUrl: fn(() => Promise.reject(new Error('HTTP 502'))), openWindow: fn() },
  play: async ({ canvasElement, args }) => {
    const close = fn();
    (args.openWindow as ReturnType<typeof fn>).mockReturnValue({ show: fn(), close });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open in Acme UI Chat' }));
    await expect(await canvas.findByText('Failed to open Acme UI Chat')).toBeVisible();
    await expect(close).toHaveBeenCalledTimes(1);
  },
};
