import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CircularProgress from '@mui/joy/CircularProgress';
import CircularProgressColors from './CircularProgressColors';
import CircularProgressDeterminate from './CircularProgressDeterminate';
import CircularProgressSizes from './CircularProgressSizes';
import CircularProgressVariants from './CircularProgressVariants';

/**
 * Joy's CircularProgress is a spinning ring while the app waits, or a ring that fills up to a known
 * percentage (`determinate`). Its spin is a CSS animation; the story tests freeze animations for the
 * screenshot, so the pictures are deterministic.
 */
const meta = {
  title: 'Joy UI/Feedback/Circular Progress',
  component: CircularProgress,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CircularProgress>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => <CircularProgressVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['Solid', 'Soft', 'Outlined', 'Plain']) {
      const spinner = canvas.getByRole('progressbar', { name: `Loading hotels (${variant.toLowerCase()})` });
      await expect(spinner).toHaveClass(`MuiCircularProgress-variant${variant}`);
      // Indeterminate: no value is claimed.
      await expect(spinner).not.toHaveAttribute('aria-valuenow');
    }
  },
};

export const Colors: Story = {
  render: () => <CircularProgressColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visa = canvas.getByRole('progressbar', { name: 'Visa planned' });
    await expect(visa).toHaveAttribute('aria-valuenow', '40');
    await expect(visa).toHaveClass('MuiCircularProgress-colorWarning');
    await expect(visa).toHaveTextContent('40%');
    await expect(canvas.getByRole('progressbar', { name: 'Insurance planned' })).toHaveClass('MuiCircularProgress-colorDanger');
  },
};

export const Sizes: Story = {
  render: () => <CircularProgressSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['sm', 'md', 'lg', '80px'].map(
      (size) => canvas.getByRole('progressbar', { name: `Loading the map (${size})` }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([24, 40, 64, 80]);
    const button = canvas.getByRole('button', { name: /Sending booking/ });
    await expect(button).toBeDisabled();
    await expect(within(button).getByRole('progressbar', { name: 'Sending' })).toBeVisible();
  },
};

export const Determinate: Story = {
  render: () => <CircularProgressDeterminate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ring = canvas.getByRole('progressbar', { name: 'Holiday photos uploaded' });
    await expect(ring).toHaveAttribute('aria-valuenow', '25');
    const upload = canvas.getByRole('button', { name: 'Upload next photo' });
    for (let i = 0; i < 6; i += 1) await userEvent.click(upload);
    await expect(ring).toHaveAttribute('aria-valuenow', '100');
    await expect(ring).toHaveClass('MuiCircularProgress-colorSuccess');
    await expect(canvas.getByText('8 of 8 photos uploaded')).toBeVisible();
    await expect(upload).toBeDisabled();
  },
};
