import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LinearProgress from '@mui/joy/LinearProgress';
import LinearProgressColors from './LinearProgressColors';
import LinearProgressDeterminate from './LinearProgressDeterminate';
import LinearProgressSizes from './LinearProgressSizes';
import LinearProgressVariants from './LinearProgressVariants';

/**
 * Joy's LinearProgress is a bar: a moving segment while the app waits, or a bar filled to a known value
 * (`determinate`). Its motion is a CSS animation; the story tests freeze animations for the screenshot,
 * so the pictures are deterministic.
 */
const meta = {
  title: 'Joy UI/Feedback/Linear Progress',
  component: LinearProgress,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LinearProgress>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => <LinearProgressVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['Solid', 'Soft', 'Outlined', 'Plain']) {
      const bar = canvas.getByRole('progressbar', { name: `Searching trains (${variant.toLowerCase()})` });
      await expect(bar).toHaveClass(`MuiLinearProgress-variant${variant}`);
      await expect(bar).not.toHaveClass('MuiLinearProgress-determinate');
    }
  },
};

export const Colors: Story = {
  render: () => <LinearProgressColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const souvenirs = canvas.getByRole('progressbar', { name: 'Souvenirs: 100% of budget spent' });
    await expect(souvenirs).toHaveAttribute('aria-valuenow', '100');
    await expect(souvenirs).toHaveClass('MuiLinearProgress-colorDanger');
    await expect(canvas.getByRole('progressbar', { name: 'Food: 30% of budget spent' })).toHaveClass('MuiLinearProgress-colorSuccess');
  },
};

export const Sizes: Story = {
  render: () => <LinearProgressSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg', '12px'].map(
      (size) => canvas.getByRole('progressbar', { name: `Route downloaded (${size})` }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([4, 6, 8, 12]);
  },
};

export const Determinate: Story = {
  render: () => <LinearProgressDeterminate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Booking progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    const next = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5 done: Flights');
    for (let i = 0; i < 3; i += 1) await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveClass('MuiLinearProgress-colorSuccess');
    await expect(canvas.getByText('All steps done. Your booking is complete.')).toBeVisible();
    await expect(next).toBeDisabled();
  },
};
