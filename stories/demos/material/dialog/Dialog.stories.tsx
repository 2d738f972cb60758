import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import DialogCloseButton from './DialogCloseButton';
import DialogConfirm from './DialogConfirm';
import DialogFormInvite from './DialogFormInvite';
import DialogResponsive from './DialogResponsive';
import DialogScrolling from './DialogScrolling';
import DialogSimpleChoice from './DialogSimpleChoice';
import DialogSizes from './DialogSizes';
import { useOverlayOpen } from '../../overlayOpen';

/**
 * A dialog interrupts the page to ask for a decision or a few details that cannot wait, such as confirming
 * a deletion or naming a new file. Everything behind it is blocked until it closes, so keep it short and
 * rare; choose its width by its content and go full screen on phones when it holds a form.
 */
const meta = {
  title: 'Material UI/Feedback/Dialog',
  component: Dialog,
  parameters: { layout: 'padded', muiApi: 'Dialog' },
  args: { open: false },
  argTypes: { maxWidth: apiControl('Dialog', 'maxWidth', { options: ['xs', 'sm', 'md', 'lg', 'xl', false] }) },
} satisfies Meta<typeof Dialog>;

export default meta;

type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof within>;

type DialogRole = 'dialog' | 'alertdialog';

/** Clicks the opener and returns the dialog once its fade-in has finished. */
async function openDialog(
  screen: Screen,
  opener: HTMLElement,
  name: string | RegExp,
  role: DialogRole = 'dialog',
) {
  await userEvent.click(opener);
  const dialog = await screen.findByRole(role, { name }, { timeout: 3000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Waits for the dialog to unmount and checks that focus went back to the opener. */
async function expectClosed(
  screen: Screen,
  opener: HTMLElement,
  role: DialogRole = 'dialog',
) {
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
  // Focus that returns after a key press shows a focus ring; drop it for a stable screenshot.
  opener.blur();
}

/**
 * Closed by default so the docs page stays usable: "Delete project" or the `open` control opens it, and
 * its buttons, Escape or a click outside close it. Width, full width, full screen and scroll are controls.
 */
export const Playground: Story = {
  args: { open: false, maxWidth: 'sm', fullWidth: false, fullScreen: false, scroll: 'paper' },
  render: function Render(args) {
    const { open, show, close } = useOverlayOpen(args.open);
    return (
      <>
        <Button variant="outlined" color="error" onClick={show}>
          Delete project
        </Button>
        <Dialog {...args} open={open} onClose={close} aria-labelledby="playground-dialog-title" aria-describedby="playground-dialog-text">
          <DialogTitle id="playground-dialog-title">Delete the project “Spring launch”?</DialogTitle>
          <DialogContent>
            <DialogContentText id="playground-dialog-text">
              Its 12 tasks and their comments are deleted for everyone on the team. This cannot be undone.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button color="error" onClick={close}>
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Delete project' });
    const dialog = args.open
      ? await screen.findByRole('dialog', { name: /Spring launch/ })
      : await openDialog(screen, opener, /Spring launch/);
    if (args.fullScreen) await expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    else if (args.maxWidth) await expect(dialog).toHaveClass(`MuiDialog-paperWidth${capitalize(args.maxWidth)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed(screen, opener);
  },
};

export const SimpleChoice: Story = {
  render: () => <DialogSimpleChoice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Assign reviewer' });
    await expect(canvas.getByText('Reviewer: not assigned')).toBeVisible();

    const dialog = await openDialog(screen, opener, 'Assign a reviewer');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: /Priya Raman/ }));

    await expectClosed(screen, opener);
    await expect(canvas.getByText('Reviewer: Priya Raman')).toBeVisible();
  },
};

export const Confirmation: Story = {
  render: () => <DialogConfirm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Delete project' });

    let dialog = await openDialog(screen, opener, 'Delete “Harbour redesign”?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(/can’t undo this/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep project' }));
    await expectClosed(screen, opener, 'alertdialog');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    dialog = await openDialog(screen, opener, 'Delete “Harbour redesign”?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, opener, 'alertdialog');

    dialog = await openDialog(screen, opener, 'Delete “Harbour redesign”?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectClosed(screen, opener, 'alertdialog');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Harbour redesign was deleted',
    );
  },
};

export const FormDialog: Story = {
  render: () => <DialogFormInvite />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Invite teammate' });

    let dialog = await openDialog(screen, opener, 'Invite a teammate');
    await expect(dialog.tagName).toBe('FORM');
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, opener);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    dialog = await openDialog(screen, opener, 'Invite a teammate');
    const email = within(dialog).getByRole('textbox', { name: /Work email/ });
    await expect(email).toBeRequired();
    await userEvent.type(email, 'noor.haddad@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await expectClosed(screen, opener);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Invitation sent to noor.haddad@example.com',
    );
  },
};

export const FullScreenOnSmallScreens: Story = {
  render: () => <DialogResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'What’s new in 4.2' });

    const dialog = await openDialog(screen, opener, 'Version 4.2 is ready to install');
    const small = canvasElement.ownerDocument.defaultView?.matchMedia(
      '(max-width: 899.95px)',
    ).matches;
    await expect(dialog.classList.contains('MuiDialog-paperFullScreen')).toBe(small);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await expectClosed(screen, opener);
  },
};

export const ScrollingContent: Story = {
  render: () => <DialogScrolling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);

    const paperOpener = canvas.getByRole('button', { name: 'Scroll inside the dialog' });
    let dialog = await openDialog(screen, paperOpener, 'Allotment tenancy rules');
    await expect(dialog).toHaveClass('MuiDialog-paperScrollPaper');
    const region = within(dialog).getByRole('region', { name: 'Allotment tenancy rules' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, paperOpener);

    const bodyOpener = canvas.getByRole('button', { name: 'Scroll the whole page' });
    dialog = await openDialog(screen, bodyOpener, 'Allotment tenancy rules');
    await expect(dialog).toHaveClass('MuiDialog-paperScrollBody');
    await expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expectClosed(screen, bodyOpener);
  },
};

export const CloseButton: Story = {
  render: () => <DialogCloseButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Keyboard shortcuts' });

    let dialog = await openDialog(screen, opener, 'Keyboard shortcuts');
    await expect(within(dialog).getByText('Search all notes')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(screen, opener);

    dialog = await openDialog(screen, opener, 'Keyboard shortcuts');
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, opener);
  },
};

export const Sizes: Story = {
  render: () => <DialogSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Preview invoice' });

    let dialog = await openDialog(screen, opener, 'Invoice INV-2031');
    await expect(dialog).toHaveClass('MuiDialog-paperWidthSm', 'MuiDialog-paperFullWidth');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(screen, opener);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Maximum width' }));
    await userEvent.click(await screen.findByRole('option', { name: 'xs' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Full width' }));

    dialog = await openDialog(screen, opener, 'Invoice INV-2031');
    await expect(dialog).toHaveClass('MuiDialog-paperWidthXs');
    await expect(dialog).not.toHaveClass('MuiDialog-paperFullWidth');
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, opener);
  },
};
