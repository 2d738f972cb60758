import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from '../../src/components/code/CopyButton';

const meta = {
  title: 'Shell/CopyButton',
  component: CopyButton,
  args: { text: 'npm install @mui/material @emotion/react @emotion/styled', writeText: () => Promise.resolve() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Copied: Story = { args: { initialState: 'copied' } };
export const ClipboardDenied: Story = {
  args: { writeText: () => Promise.reject(new Error('denied')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copy failed' })).toBeVisible();
  },
  parameters: { screenshot: false },
};
export const ResetsAfterDelay: Story = {
  args: { resetAfterMs: 300, writeText: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(args.writeText).toHaveBeenCalledWith('npm install @mui/material @emotion/react @emotion/styled');
    await expect(await canvas.findByRole('button', { name: 'Copy' }, { timeout: 3000 })).toBeVisible();
  },
  parameters: { screenshot: false },
};
