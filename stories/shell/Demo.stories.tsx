import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Demo } from '../../src/components/code/Demo';
import * as ButtonVariants from '@demos/material/button/ButtonVariants.tsx?demo';
import * as SwitchAutoReply from '@demos/material/switch/SwitchAutoReply.tsx?demo';

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

/**
 * Reset remounts the demo: a reader turns the switch on, edits the reply that appears, then
 * resets; the switch is off again, the reply gone, the focus on the reset button and the
 * live region says so.
 */
export const ResetDemo: Story = {
  tags: ['test-procedure'],
  name: 'Reset a changed demo',
  args: { demo: SwitchAutoReply },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const demo = canvasElement.querySelector<HTMLElement>('[data-demo]')!;
    const inDemo = within(demo);
    await userEvent.click(inDemo.getByRole('switch', { name: 'Out-of-office reply' }));
    await expect(inDemo.getByRole('switch', { name: 'Out-of-office reply' })).toBeChecked();
    const reply = inDemo.getByRole('textbox', { name: 'Reply message' });
    await userEvent.clear(reply);
    await userEvent.type(reply, 'Back on Tuesday.');
    await expect(demo.contains(document.activeElement)).toBe(true);

    const reset = canvas.getByRole('button', { name: 'Reset demo' });
    await userEvent.click(reset);
    await expect(inDemo.getByRole('switch', { name: 'Out-of-office reply' })).not.toBeChecked();
    await expect(inDemo.queryByRole('textbox', { name: 'Reply message' })).toBeNull();
    await expect(inDemo.getByText('Off: emails arrive as usual.')).toBeVisible();
    await expect(document.activeElement).toBe(reset);
    await expect(demo.contains(document.activeElement)).toBe(false);
    await expect(canvas.getByText('The demo is back in its initial state')).toBeInTheDocument();

    // With the keyboard too: change it again, tab out to the reset button, press Enter.
    await userEvent.click(inDemo.getByRole('switch', { name: 'Out-of-office reply' }));
    await expect(inDemo.getByRole('switch', { name: 'Out-of-office reply' })).toBeChecked();
    reset.focus();
    await userEvent.keyboard('{Enter}');
    await expect(inDemo.getByRole('switch', { name: 'Out-of-office reply' })).not.toBeChecked();
    await expect(document.activeElement).toBe(reset);
  },
  parameters: { screenshot: false },
};
