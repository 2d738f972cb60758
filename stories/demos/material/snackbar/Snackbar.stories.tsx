import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SnackbarPositions from './SnackbarPositions';
import SnackbarQueue from './SnackbarQueue';
import SnackbarUndo from './SnackbarUndo';
import SnackbarWithAlert from './SnackbarWithAlert';

/**
 * A snackbar is a brief message at the edge of the screen about something the app just did, such as "Message
 * archived", often with one action like Undo. It does not block the page and may go away on its own
 * (`autoHideDuration`); messages people must act on belong in an alert or a dialog.
 */
const meta = {
  title: 'Material UI/Feedback/Snackbar',
  component: Snackbar,
  parameters: { layout: 'padded', muiApi: 'Snackbar' },
  argTypes: {
    message: apiControl('Snackbar', 'message', 'text'),
    anchorOrigin: apiControl('Snackbar', 'anchorOrigin', 'object'),
    autoHideDuration: apiControl('Snackbar', 'autoHideDuration', 'number'),
  },
} satisfies Meta<typeof Snackbar>;

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

type Screen = ReturnType<typeof within>;

async function expectDismissed(screen: Screen) {
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
}

/**
 * Shown inside a frame (absolute position) rather than at the edge of the window, so that it stays in the
 * docs page. "Undo" hides it and "Archive conversation" shows it again; message, `anchorOrigin` (as an
 * object), `autoHideDuration` and `open` are controls.
 */
export const Playground: Story = {
  args: { open: true, message: 'Conversation archived', anchorOrigin: { vertical: 'bottom', horizontal: 'left' } },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const close = () => updateArgs({ open: false });
    return (
      <Box sx={{ position: 'relative', height: 200, maxWidth: 520, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Button variant="outlined" onClick={() => updateArgs({ open: true })}>
          Archive conversation
        </Button>
        <Snackbar
          {...args}
          onClose={(_event, reason) => reason !== 'clickaway' && close()}
          action={
            <Button color="inherit" size="small" onClick={close}>
              Undo
            </Button>
          }
          sx={{ position: 'absolute' }}
        />
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (!args.open) {
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      return;
    }
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent(String(args.message));
    await waitFor(() => expect(message).toBeVisible());
    const { vertical = 'bottom', horizontal = 'left' } = args.anchorOrigin ?? {};
    await expect(canvasElement.querySelector('.MuiSnackbar-root')).toHaveClass(
      `MuiSnackbar-anchorOrigin${capitalize(vertical)}${capitalize(horizontal)}`,
    );
  },
};

export const WithUndo: Story = {
  render: () => <SnackbarUndo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const archive = canvas.getByRole('button', { name: 'Archive conversation' });
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(archive);
    let message = await screen.findByRole('alert');
    await expect(message).toHaveTextContent('Conversation archived');
    await expect(canvas.getByText('11 conversations in your inbox')).toBeVisible();
    await userEvent.click(within(message).getByRole('button', { name: 'Undo' }));
    await expectDismissed(screen);
    await expect(canvas.getByText('12 conversations in your inbox')).toBeVisible();

    await userEvent.click(archive);
    message = await screen.findByRole('alert');
    await userEvent.click(within(message).getByRole('button', { name: 'Close' }));
    await expectDismissed(screen);
    await waitForRipples(canvasElement);
    await expect(canvas.getByText('11 conversations in your inbox')).toBeVisible();
  },
};

export const Positions: Story = {
  render: () => <SnackbarPositions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Top centre' }));
    let message = await screen.findByRole('alert');
    await expect(message).toHaveTextContent('Your settings were saved');
    await expect(message.closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginTopCenter',
    );
    await userEvent.keyboard('{Escape}');
    await expectDismissed(screen);

    await userEvent.click(canvas.getByRole('button', { name: 'Bottom right' }));
    message = await screen.findByRole('alert');
    await expect(message.closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginBottomRight',
    );
    await userEvent.keyboard('{Escape}');
    await expectDismissed(screen);
    await waitForRipples(canvasElement);
  },
};

export const WithAlert: Story = {
  render: () => <SnackbarWithAlert />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    let message = await screen.findByRole('alert');
    await expect(message).toHaveTextContent('Profile updated');
    await expect(message).toHaveClass('MuiAlert-colorSuccess');
    await userEvent.click(within(message).getByRole('button', { name: 'Close' }));
    await expectDismissed(screen);

    await userEvent.click(canvas.getByRole('button', { name: 'Publish while offline' }));
    message = await screen.findByRole('alert');
    await expect(message).toHaveTextContent('you are offline');
    await expect(message).toHaveClass('MuiAlert-colorError');
    await userEvent.keyboard('{Escape}');
    await expectDismissed(screen);
    await waitForRipples(canvasElement);
  },
};

export const OneAtATime: Story = {
  render: () => <SnackbarQueue />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link copied to clipboard',
    );

    // The second message replaces the first instead of stacking on top of it.
    await userEvent.click(canvas.getByRole('button', { name: 'Save for later' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Added to your reading list'),
    );
    await expect(screen.getAllByRole('alert')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await expectDismissed(screen);
    await waitForRipples(canvasElement);
  },
};
