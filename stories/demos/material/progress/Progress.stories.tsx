import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProgressBuffer from './ProgressBuffer';
import ProgressCircularWithLabel from './ProgressCircularWithLabel';
import ProgressIndeterminate from './ProgressIndeterminate';
import ProgressLinearWithLabel from './ProgressLinearWithLabel';

/**
 * Progress indicators tell people that something is happening and, when it is known, how much is done: an
 * upload, a page of results loading. Show a determinate value whenever the app can measure it; circular
 * indicators suit small places such as a button or a card, linear ones the top of a page or a panel.
 */
const meta = {
  title: 'Material UI/Feedback/Progress',
  component: CircularProgress,
  parameters: { layout: 'padded', muiApi: 'CircularProgress' },
  argTypes: { size: apiControl('CircularProgress', 'size', 'number') },
} satisfies Meta<typeof CircularProgress>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Blurs the focused control and waits until its ripples have faded out. Focus set by the
 * test library counts as keyboard focus, which shows a pulsing focus ripple in screenshots.
 */
async function waitForRipples(root: HTMLElement) {
  const focused = root.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) {
    focused.blur();
  }
  await waitFor(
    () => expect(root.querySelector('.MuiTouchRipple-child')).toBeNull(),
    { timeout: 3000 },
  );
}

/** The circular indicator: variant, value, colour, size and stroke thickness are controls. */
export const Playground: Story = {
  args: { variant: 'determinate', value: 60, color: 'primary', size: 48, thickness: 3.6 },
  render: (args) => <CircularProgress {...args} aria-label="Uploading photos" />,
  play: async ({ canvasElement, args }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Uploading photos' });
    await expect(progress).toHaveClass(`MuiCircularProgress-color${capitalize(args.color ?? 'primary')}`);
    if (args.variant === 'determinate') await expect(progress).toHaveAttribute('aria-valuenow', String(args.value));
    else await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

/** The linear indicator, with its own props table: variant, value, buffer and colour are controls. */
export const LinearPlayground: StoryObj<typeof LinearProgress> = {
  parameters: { muiApi: 'LinearProgress' },
  args: { variant: 'buffer', value: 40, valueBuffer: 60, color: 'primary' },
  render: (args) => (
    <Box sx={{ maxWidth: 320 }}>
      <LinearProgress {...args} aria-label="Downloading the update" />
    </Box>
  ),
  play: async ({ canvasElement, args }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Downloading the update' });
    await expect(progress).toHaveClass(`MuiLinearProgress-color${capitalize(args.color ?? 'primary')}`);
    if (args.variant === 'determinate' || args.variant === 'buffer') await expect(progress).toHaveAttribute('aria-valuenow', String(args.value));
    else await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

export const Indeterminate: Story = {
  render: () => <ProgressIndeterminate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Fetching your messages…' });
    const bar = canvas.getByRole('progressbar', { name: 'Installing updates' });
    // Indeterminate indicators don't claim a value.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CircularWithLabel: Story = {
  render: () => <ProgressCircularWithLabel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Profile complete' });
    const next = canvas.getByRole('button', { name: 'Complete next step' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('50%')).toBeVisible();

    await userEvent.click(next);
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('Next: Write a short bio')).toBeVisible();

    await userEvent.click(next);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(next).toBeDisabled();
    await waitForRipples(canvasElement);
  },
};

export const LinearWithLabel: Story = {
  render: () => <ProgressLinearWithLabel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Setup checklist' });
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    await expect(progress).toHaveAttribute('aria-valuetext', '1 of 4 tasks done');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Invite your accountant' }));
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('2 of 4 done')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Connect your bank account' }));
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    await expect(progress).toHaveAttribute('aria-valuetext', '1 of 4 tasks done');
    await waitForRipples(canvasElement);
  },
};

export const Buffer: Story = {
  render: () => <ProgressBuffer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', {
      name: 'Sourdough basics, part 2: shaping the loaf',
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '35');
    await expect(progress).toHaveAttribute('aria-valuetext', '1:45 of 5:00');
  },
};
