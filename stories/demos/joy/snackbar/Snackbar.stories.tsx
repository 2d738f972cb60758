import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import Snackbar from '@mui/joy/Snackbar';
import SnackbarPosition from './SnackbarPosition';
import SnackbarUndo from './SnackbarUndo';
import SnackbarVariants from './SnackbarVariants';

/**
 * Joy's Snackbar is a short message in a corner of the viewport about something the reader just did. It
 * can close itself after `autoHideDuration`, carry an action, and takes Joy's variants, colours and sizes.
 */
const meta = {
  title: 'Joy UI/Feedback/Snackbar',
  component: Snackbar,
  parameters: { layout: 'padded' },
  // Snackbar requires `open`; every story renders its own demo instead.
  args: { open: false },
} satisfies Meta<typeof Snackbar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Snackbars enter and leave with a 300 ms animation and hide on a timer; leave slack on a busy machine. */
const gone = (timeout = 3000) => waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout });

const blur = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

export const SaveWithUndo: Story = {
  render: () => <SnackbarUndo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const extend = canvas.getByRole('button', { name: 'Extend to 14 July' });
    const due = canvas.getByTestId('due-date');

    // Undo puts the old date back and closes the message.
    await userEvent.click(extend);
    await expect(due).toHaveTextContent('Due on 14 July');
    const message = await screen.findByRole('status');
    await expect(message).toHaveTextContent('Due date moved to 14 July.');
    await userEvent.click(within(message).getByRole('button', { name: 'Undo' }));
    await expect(due).toHaveTextContent('Due on 30 June');
    await gone();

    // Left alone, it closes by itself after autoHideDuration (3000 ms); the new date stays.
    await userEvent.click(extend);
    await expect(await screen.findByRole('status')).toHaveClass('MuiSnackbar-variantSoft', 'MuiSnackbar-colorSuccess');
    await gone(6000);
    await expect(due).toHaveTextContent('Due on 14 July');
    await expect(extend).toBeDisabled();
    blur(canvasElement);
  },
};

export const VariantsColorsSizes: Story = {
  render: () => <SnackbarVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'danger' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'lg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show soft' }));
    const message = await screen.findByRole('status');
    await expect(message).toHaveTextContent('Lemon drizzle cake');
    await expect(message).toHaveClass('MuiSnackbar-variantSoft', 'MuiSnackbar-colorDanger', 'MuiSnackbar-sizeLg');
    await userEvent.click(within(message).getByRole('button', { name: 'Close the message' }));
    await gone();

    await userEvent.click(canvas.getByRole('button', { name: 'Show solid' }));
    await expect(await screen.findByRole('status')).toHaveClass('MuiSnackbar-variantSolid', 'MuiSnackbar-colorDanger');
    // Escape closes it too.
    await userEvent.keyboard('{Escape}');
    await gone();
    await userEvent.click(canvas.getByRole('radio', { name: 'neutral' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'md' }));
    blur(canvasElement);
  },
};

export const PositionAndDecorators: Story = {
  render: () => <SnackbarPosition />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvasElement.ownerDocument.documentElement;

    await userEvent.click(canvas.getByRole('button', { name: 'Top center' }));
    const top = await screen.findByRole('status');
    await expect(top).toHaveTextContent('Boarding for TP 1351 starts at gate 14.');
    await waitFor(() => {
      const box = top.getBoundingClientRect();
      expect(box.top).toBeLessThan(40);
      // Centred horizontally in the viewport.
      expect(Math.abs(box.left + box.width / 2 - viewport.clientWidth / 2)).toBeLessThan(2);
    });
    await userEvent.click(within(top).getByRole('button', { name: 'Close the boarding message' }));
    await gone();

    await userEvent.click(canvas.getByRole('button', { name: 'Bottom left' }));
    const bottom = await screen.findByRole('status');
    await waitFor(() => {
      const box = bottom.getBoundingClientRect();
      expect(box.left).toBeLessThan(40);
      expect(viewport.clientHeight - box.bottom).toBeLessThan(40);
    });
    await expect(bottom.querySelector('.MuiSnackbar-startDecorator svg')).not.toBeNull();
    await userEvent.click(within(bottom).getByRole('button', { name: 'Close the boarding message' }));
    await gone();
    blur(canvasElement);
  },
};
