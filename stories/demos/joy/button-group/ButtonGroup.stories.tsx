import type { Meta, StoryObj } from '@storybook/react-vite';
import ButtonGroup from '@mui/joy/ButtonGroup';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ButtonGroupColors from './ButtonGroupColors';
import ButtonGroupSizes from './ButtonGroupSizes';
import ButtonGroupSplit from './ButtonGroupSplit';
import ButtonGroupVariants from './ButtonGroupVariants';
import ButtonGroupVertical from './ButtonGroupVertical';

/** Joy's ButtonGroup joins related Buttons and IconButtons into one bar that shares a variant, colour and size. */
const meta = {
  title: 'Joy UI/Inputs/Button Group',
  component: ButtonGroup,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ButtonGroup>;

export default meta;

type Story = StoryObj<typeof meta>;

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

export const Variants: Story = {
  render: () => <ButtonGroupVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['outlined', 'plain', 'soft', 'solid']) {
      const group = canvas.getByRole('group', { name: `Calendar navigation (${variant})` });
      const buttons = within(group).getAllByRole('button');
      await expect(buttons).toHaveLength(3);
      // Every button takes the group's variant from its context.
      for (const button of buttons) await expect(button).toHaveClass(`MuiButton-variant${capital(variant)}`);
    }
    // The buttons of a group sit flush: each starts where the one before it ends, or 1px earlier (the shared separator).
    const [first, second] = within(canvas.getByRole('group', { name: 'Calendar navigation (soft)' })).getAllByRole('button');
    const gap = second!.getBoundingClientRect().left - first!.getBoundingClientRect().right;
    await expect(gap).toBeGreaterThanOrEqual(-1);
    await expect(gap).toBeLessThanOrEqual(0);
  },
};

export const Colors: Story = {
  render: () => <ButtonGroupColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const color of ['primary', 'neutral', 'danger', 'success', 'warning']) {
      const group = canvas.getByRole('group', { name: `Invoice actions (${color})` });
      await expect(within(group).getByRole('button', { name: 'Archive' })).toHaveClass(`MuiButton-color${capital(color)}`);
    }
  },
};

export const Sizes: Story = {
  render: () => <ButtonGroupSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg'].map((size) => {
      const reply = within(canvas.getByRole('group', { name: `Message actions (${size})` })).getByRole('button', { name: 'Reply' });
      return reply.getBoundingClientRect().height;
    });
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const Vertical: Story = {
  render: () => <ButtonGroupVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Map controls' });
    const zoomIn = within(group).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(group).getByRole('button', { name: 'Zoom out' });
    // Stacked: the second button sits below the first, at the same left edge.
    await expect(zoomOut.getBoundingClientRect().top).toBeGreaterThanOrEqual(zoomIn.getBoundingClientRect().bottom - 1);
    await expect(zoomOut.getBoundingClientRect().left).toBeCloseTo(zoomIn.getBoundingClientRect().left, 0);
    await userEvent.click(zoomIn);
    await expect(canvas.getByRole('status')).toHaveTextContent('Zoom level 14 of 18');
    for (let i = 0; i < 4; i += 1) await userEvent.click(zoomIn);
    await expect(zoomIn).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: 'Back to the starting view' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Zoom level 13 of 18');
    await expect(zoomIn).toBeEnabled();
  },
};

/** The menu is portalled into the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SplitButton: Story = {
  name: 'Split button',
  render: () => <ButtonGroupSplit />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Send options for invoice INV-2043' });
    await userEvent.click(within(group).getByRole('button', { name: 'Send invoice' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('INV-2043 was emailed to Harbour Bakery.');
    const more = within(group).getByRole('button', { name: 'More ways to send' });
    await userEvent.click(more);
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Download as PDF' }));
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    // The chosen option becomes the main button's action.
    const download = within(group).getByRole('button', { name: 'Download as PDF' });
    await userEvent.click(download);
    await expect(canvas.getByRole('status')).toHaveTextContent('INV-2043.pdf is ready.');
  },
};
