import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DialogCloseButton from './DialogCloseButton';
import DialogConfirm from './DialogConfirm';
import DialogFormInvite from './DialogFormInvite';
import DialogResponsive from './DialogResponsive';
import DialogScrolling from './DialogScrolling';
import DialogSimpleChoice from './DialogSimpleChoice';
import DialogSizes from './DialogSizes';

const meta = {
  title: 'Material UI/Feedback/Dialog',
  parameters: { layout: 'padded' },
} satisfies Meta;

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
