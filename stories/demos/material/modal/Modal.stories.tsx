import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import ModalBackdropClick from './ModalBackdropClick';
import ModalBasic from './ModalBasic';
import ModalFade from './ModalFade';
import ModalNested from './ModalNested';
import { useOverlayOpen } from '../../overlayOpen';

/**
 * Modal is the layer under dialogs, drawers, menus and popovers: it puts content above the page, traps the
 * keyboard focus inside, dims the page with a backdrop and closes on Escape. Use it directly only to build
 * an overlay that none of those components covers; it brings no surface or layout of its own.
 */
const meta = {
  title: 'Material UI/Utils/Modal',
  component: Modal,
  parameters: { layout: 'padded', muiApi: 'Modal' },
  args: {
    open: false,
    children: (
      <Box
        role="dialog"
        aria-labelledby="playground-modal-title"
        aria-describedby="playground-modal-text"
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: 360,
          maxWidth: 'calc(100% - 32px)',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 24,
          p: 3,
        }}
      >
        <Typography id="playground-modal-title" variant="h6" component="h2">
          Share this board
        </Typography>
        <Typography id="playground-modal-text" sx={{ mt: 1 }}>
          Anyone with the link can view the board and leave comments.
        </Typography>
      </Box>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Overlays open and close with timed transitions; leave them slack on a busy machine. */
const settle = { timeout: 3000 };

/**
 * Clicks an empty part of the page. Focus returned by keyboard shows a focus ring or not
 * depending on the browser's focus-visible heuristics; the screenshot shouldn't depend on them.
 */
const leaveWithoutFocus = (canvasElement: HTMLElement) => userEvent.click(canvasElement);

/**
 * Closed by default so the docs page stays usable: "Share board" or the `open` control opens it; Escape or a
 * click on the backdrop closes it (unless `disableEscapeKeyDown` or `hideBackdrop` take those away).
 */
export const Playground: Story = {
  args: { open: false, hideBackdrop: false, disableEscapeKeyDown: false, keepMounted: false },
  render: function Render(args) {
    const { open, show, close } = useOverlayOpen(args.open);
    return (
      <>
        <Button variant="outlined" onClick={show}>
          Share board
        </Button>
        <Modal {...args} open={open} onClose={close} />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Share board' });
    if (!args.open) await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Share this board' }, settle);
    await waitFor(() => expect(dialog).toHaveFocus(), settle);
    await expect(dialog).toHaveAccessibleDescription('Anyone with the link can view the board and leave comments.');

    if (args.disableEscapeKeyDown && args.hideBackdrop) return;
    if (!args.disableEscapeKeyDown) await userEvent.keyboard('{Escape}');
    else await userEvent.click(canvasElement.ownerDocument.querySelector('.MuiBackdrop-root') as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};

export const Basic: Story = {
  render: () => <ModalBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Show keyboard shortcuts' });

    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' }, settle);
    await expect(dialog).toHaveAccessibleDescription(
      'These shortcuts work anywhere in the inbox.',
    );
    await expect(within(dialog).getByText('Search the workspace')).toBeVisible();
    // The modal moves focus into itself when it opens.
    await waitFor(() => expect(dialog).toHaveFocus(), settle);

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};

export const WithFade: Story = {
  render: () => <ModalFade />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Preview invoice' });

    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Invoice INV-2041' }, settle);
    await waitFor(() => expect(dialog).toBeVisible(), settle);
    await expect(within(dialog).getByText('€1,367.30')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    // closeAfterTransition keeps the dialog mounted until the fade has finished.
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};

export const IgnoreBackdropClick: Story = {
  render: () => <ModalBackdropClick />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    const body = within(doc.body);
    const trigger = canvas.getByRole('button', { name: 'Add delivery note' });

    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Delivery note' }, settle);
    await userEvent.type(
      within(dialog).getByLabelText('Instructions for the courier'),
      'Leave the parcel with the neighbour at number 12.',
    );

    const backdrop = doc.querySelector<HTMLElement>('.MuiBackdrop-root');
    if (!backdrop) {
      throw new Error('The backdrop is missing');
    }
    await userEvent.click(backdrop);
    await expect(dialog).toBeInTheDocument();
    // The focus trap brings focus back into the dialog after the click outside.
    await waitFor(() => expect(dialog).toContainElement(doc.activeElement as HTMLElement), settle);
    await expect(
      within(dialog).getByLabelText('Instructions for the courier'),
    ).toHaveValue('Leave the parcel with the neighbour at number 12.');

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};

export const Nested: Story = {
  render: () => <ModalNested />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Manage team' });

    await userEvent.click(trigger);
    const team = await body.findByRole('dialog', { name: 'Marketing team' }, settle);
    const leaveButton = within(team).getByRole('button', { name: 'Leave team' });
    await userEvent.click(leaveButton);
    const confirm = await body.findByRole(
      'alertdialog',
      { name: 'Leave the marketing team?' },
      settle,
    );
    await waitFor(() => expect(confirm).toHaveFocus(), settle);

    // Escape only closes the modal on top.
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(),
      settle,
    );
    await expect(body.getByRole('dialog', { name: 'Marketing team' })).toBeVisible();
    await waitFor(() => expect(leaveButton).toHaveFocus(), settle);

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};
