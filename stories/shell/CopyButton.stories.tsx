import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { CopyButton } from '../../src/components/code/CopyButton';
import { codeBlockSx } from '../../src/components/code/codeBlock.styles';

const COMMAND = 'npm install @mui/material @emotion/react @emotion/styled';

/** The button where readers meet it: in the corner of a dark code block, in both modes. */
const inCodeBlock: Decorator = (Story) => (
  <Box sx={codeBlockSx} dir="ltr">
    <pre>
      <code>{COMMAND}</code>
    </pre>
    <Box className="copy">
      <Story />
    </Box>
  </Box>
);

const meta = {
  title: 'Shell/CopyButton',
  component: CopyButton,
  decorators: [inCodeBlock],
  args: { text: COMMAND, writeText: () => Promise.resolve() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Copied: Story = { args: { initialState: 'copied' } };
/** Under the pointer (the runner hovers it with the real mouse before the screenshot). */
export const Hover: Story = { parameters: { hover: 'button' } };
/** Reached with the keyboard: the focus ring shows on the dark block. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy' })).toHaveFocus();
  },
};
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
  tags: ['test-procedure'],
  args: { resetAfterMs: 300, writeText: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(args.writeText).toHaveBeenCalledWith(COMMAND);
    await expect(await canvas.findByRole('button', { name: 'Copy' }, { timeout: 3000 })).toBeVisible();
  },
  parameters: { screenshot: false },
};
