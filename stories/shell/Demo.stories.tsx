import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Demo } from '../../src/components/code/Demo';
import * as ButtonVariants from '@demos/material/button/ButtonVariants.tsx?demo';

const meta = {
  title: 'Shell/Demo',
  component: Demo,
  args: { demo: ButtonVariants },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScript: Story = {
  name: 'TypeScript code',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'TS' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('pre')!.textContent).toContain("from '@mui/material/Button'");
  },
};

/** The JS variant is generated from the TS file at build time. */
export const SwitchToJavaScript: Story = {
  tags: ['test-procedure'],
  name: 'Switch to JavaScript',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'JS' }));
    await expect(canvas.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
    const code = canvasElement.querySelector('pre')!.textContent ?? '';
    await expect(code).toContain('export default function ButtonVariants');
    await expect(code).not.toMatch(/: (string|number|React\.)/);
  },
  parameters: { screenshot: false },
};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Expand code' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Collapse code' })).toHaveAttribute('aria-expanded', 'true');
  },
};
