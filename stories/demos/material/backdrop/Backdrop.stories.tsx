import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BackdropBlurredDialog from './BackdropBlurredDialog';
import BackdropLoading from './BackdropLoading';
import BackdropLocal from './BackdropLocal';

/**
 * A backdrop dims what lies behind it, to say "wait" while something loads or "look here" behind a
 * dialog. It covers the whole window by default; positioned inside a container it marks only the part
 * of the page that is busy, which keeps the rest usable.
 */
const meta = {
  title: 'Material UI/Feedback/Backdrop',
  component: Backdrop,
  parameters: { layout: 'padded', muiApi: 'Backdrop' },
  args: { open: false },
} satisfies Meta<typeof Backdrop>;

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

function getBackdrop(root: HTMLElement) {
  const backdrop = root.querySelector<HTMLElement>('.MuiBackdrop-root');
  if (!backdrop) {
    throw new Error('The backdrop is missing');
  }
  return backdrop;
}

/**
 * Kept inside its card (absolute position) so it never covers the docs page. `open` and `invisible` are
 * controls; clicking the backdrop hides it and "Refresh" shows it again.
 */
export const Playground: Story = {
  args: { open: true, invisible: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Paper variant="outlined" aria-busy={args.open} sx={{ position: 'relative', overflow: 'hidden', p: 2, maxWidth: 360 }}>
        <Box inert={args.open}>
          <Typography variant="h6" component="h3">
            Orders this week
          </Typography>
          <Typography sx={{ my: 1 }}>Figures from the warehouse, updated every hour.</Typography>
          <Button size="small" onClick={() => updateArgs({ open: true })}>
            Refresh
          </Button>
        </Box>
        <Backdrop {...args} onClick={() => updateArgs({ open: false })} sx={{ position: 'absolute', color: 'common.white' }}>
          <CircularProgress color="inherit" size={32} />
        </Backdrop>
      </Paper>
    );
  },
  play: async ({ canvasElement, args }) => {
    // The backdrop is hidden from assistive technology; the card says that it is busy.
    const backdrop = canvasElement.querySelector('.MuiBackdrop-root');
    await expect(backdrop?.classList.contains('MuiBackdrop-invisible')).toBe(Boolean(args.invisible));
    await expect(canvasElement.querySelector('.MuiPaper-root')).toHaveAttribute('aria-busy', String(Boolean(args.open)));
    if (args.open) await waitFor(() => expect(backdrop).toBeVisible());
    else await waitFor(() => expect(backdrop).not.toBeVisible());
  },
};

export const Loading: Story = {
  render: () => <BackdropLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backdrop = getBackdrop(canvasElement);
    await expect(backdrop).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Sync calendar' }));
    await waitFor(() => expect(backdrop).toBeVisible());
    await expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing your calendar…');

    await expect(
      await canvas.findByText('Calendar is up to date', {}, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(() => expect(backdrop).not.toBeVisible());
    await waitForRipples(canvasElement);
  },
};

export const LocalOverlay: Story = {
  render: () => <BackdropLocal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backdrop = getBackdrop(canvasElement);
    const reportButton = canvas.getByRole('button', { name: 'Open report' });
    const toggle = canvas.getByRole('checkbox', { name: 'Refreshing' });
    await expect(backdrop).not.toBeVisible();

    await userEvent.click(toggle);
    await waitFor(() => expect(backdrop).toBeVisible());
    await expect(reportButton.closest('[inert]')).not.toBeNull();
    await expect(reportButton.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(toggle);
    await waitFor(() => expect(backdrop).not.toBeVisible());
    await expect(reportButton.closest('[inert]')).toBeNull();
    await waitForRipples(canvasElement);
  },
};

export const BlurredDialogBackdrop: Story = {
  render: () => <BackdropBlurredDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Leave workspace' });

    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Leave the Design Team workspace?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const backdrop = getBackdrop(canvasElement.ownerDocument.body);
    await expect(getComputedStyle(backdrop).backdropFilter).toBe('blur(4px)');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // Focus that returns after a key press shows a focus ring; drop it for a stable screenshot.
    opener.blur();
  },
};
