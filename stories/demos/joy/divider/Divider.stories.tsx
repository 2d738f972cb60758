import type { Meta, StoryObj } from '@storybook/react-vite';
import Divider from '@mui/joy/Divider';
import { expect, within } from 'storybook/test';
import DividerBasic from './DividerBasic';
import DividerVertical from './DividerVertical';
import DividerWithText from './DividerWithText';

/**
 * Joy's Divider is a thin line between groups of content: an `hr` on its own, a `separator` with
 * text in the middle, and vertical between items in a row.
 */
const meta = {
  title: 'Joy UI/Data display/Divider',
  component: Divider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Divider>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <DividerBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getAllByRole('separator');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]!.tagName).toBe('HR');
    await expect(lines[0]!.getBoundingClientRect().height).toBe(1);
  },
};

export const Vertical: Story = {
  render: () => <DividerVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = within(canvas.getByRole('toolbar', { name: 'Invoice actions' })).getByRole('separator');
    await expect(line).toHaveClass('MuiDivider-vertical');
    const box = line.getBoundingClientRect();
    await expect(box.width).toBe(1);
    await expect(box.height).toBeGreaterThan(16);
    // The line sits between Duplicate and Delete.
    await expect(box.left).toBeGreaterThan(canvas.getByRole('button', { name: 'Duplicate' }).getBoundingClientRect().right - 1);
    await expect(box.right).toBeLessThan(canvas.getByRole('button', { name: 'Delete' }).getBoundingClientRect().left + 1);
  },
};

export const WithText: Story = {
  render: () => <DividerWithText />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const divider = canvas.getByRole('separator');
    await expect(divider.tagName).toBe('DIV');
    await expect(divider).toHaveTextContent('or');
    // The lines before and after the text are drawn by ::before and ::after.
    await expect(getComputedStyle(divider, '::before').content).not.toBe('none');
    await expect(getComputedStyle(divider, '::after').content).not.toBe('none');
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toBeVisible();
  },
};
