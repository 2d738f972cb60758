import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ModalBackdropClick from './ModalBackdropClick';
import ModalBasic from './ModalBasic';
import ModalFade from './ModalFade';
import ModalNested from './ModalNested';

const meta = {
  title: 'Material UI/Utils/Modal',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Overlays open and close with timed transitions; leave them slack on a busy machine. */
const settle = { timeout: 3000 };

/**
 * Clicks an empty part of the page. Focus returned by keyboard shows a focus ring or not
 * depending on the browser's focus-visible heuristics; the screenshot shouldn't depend on them.
 */
const leaveWithoutFocus = (canvasElement: HTMLElement) => userEvent.click(canvasElement);

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
