import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalAlertDialog from './ModalAlertDialog';
import ModalBasic from './ModalBasic';
import ModalForm from './ModalForm';
import ModalFullscreen from './ModalFullscreen';
import ModalSizes from './ModalSizes';
import ModalVariants from './ModalVariants';

/**
 * Joy's Modal puts a dialog above the page: it dims and blurs the page with a backdrop, keeps keyboard
 * focus inside and closes on Escape, a backdrop click or its ModalClose button. ModalDialog is the surface,
 * with Joy's variants, colours, sizes and a full-screen layout.
 */
const meta = {
  title: 'Joy UI/Feedback/Modal',
  component: ModalDialog,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ModalDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Joy's modal has no transition, but a busy machine may still be slow to mount it. */
const settle = { timeout: 3000 };

function screens(canvasElement: HTMLElement) {
  return { canvas: within(canvasElement), body: within(canvasElement.ownerDocument.body) };
}

/** The modal is closed and focus went back to the button that opened it; the focus ring is dropped for the screenshot. */
async function expectClosed(body: ReturnType<typeof within>, opener: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(body.queryByRole(role)).not.toBeInTheDocument(), settle);
  await waitFor(() => expect(opener).toHaveFocus(), settle);
  opener.blur();
}

/** Left open: the screenshot shows the dialog over the blurred page. */
export const Basic: Story = {
  render: () => <ModalBasic />,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View booking' }));
    const dialog = await body.findByRole('dialog', { name: 'Lisbon, 12–15 May' }, settle);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/Three nights at Casa do Rio/);
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement), settle);
    await expect(within(dialog).getByRole('button', { name: 'Close booking details' })).toBeVisible();
  },
};

/** The close button and Escape both close the dialog; the last variant stays open for the screenshot. */
export const Variants: Story = {
  render: () => <ModalVariants />,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    const outlined = canvas.getByRole('button', { name: 'outlined' });
    await userEvent.click(outlined);
    let dialog = await body.findByRole('dialog', { name: 'Weekend in Porto' }, settle);
    await expect(dialog).toHaveClass('MuiModalDialog-variantOutlined');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(body, outlined);

    await userEvent.click(canvas.getByRole('button', { name: 'soft' }));
    dialog = await body.findByRole('dialog', { name: 'Weekend in Porto' }, settle);
    await expect(dialog).toHaveClass('MuiModalDialog-variantSoft');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), settle);

    await userEvent.click(canvas.getByRole('button', { name: 'solid' }));
    dialog = await body.findByRole('dialog', { name: 'Weekend in Porto' }, settle);
    await expect(dialog).toHaveClass('MuiModalDialog-variantSolid');
    await expect(dialog).toHaveClass('MuiModalDialog-colorPrimary');
    await expect(dialog).toHaveTextContent('shown in a solid dialog');
  },
};

export const Sizes: Story = {
  render: () => <ModalSizes />,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    for (const size of ['sm', 'lg'] as const) {
      const opener = canvas.getByRole('button', { name: `Receipt (${size})` });
      await userEvent.click(opener);
      const dialog = await body.findByRole('dialog', { name: 'Receipt #2291' }, settle);
      await expect(dialog).toHaveClass(`MuiModalDialog-size${size === 'sm' ? 'Sm' : 'Lg'}`);
      await userEvent.keyboard('{Escape}');
      await expectClosed(body, opener);
    }
  },
};

export const AlertDialog: Story = {
  render: () => <ModalAlertDialog />,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Cancel trip' });
    await userEvent.click(opener);
    let dialog = await body.findByRole('alertdialog', { name: 'Cancel the whole trip?' }, settle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep trip' }));
    await expectClosed(body, opener, 'alertdialog');
    await expect(canvas.getByRole('status')).toHaveTextContent('Trip to Kyoto: 3 bookings.');

    await userEvent.click(opener);
    dialog = await body.findByRole('alertdialog', { name: 'Cancel the whole trip?' }, settle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), settle);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your trip to Kyoto is cancelled.');
    await expect(opener).toBeDisabled();
  },
};

export const Form: Story = {
  render: () => <ModalForm />,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Add expense' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'New expense' }, settle);
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    await waitFor(() => expect(description).toHaveFocus(), settle);
    await userEvent.type(description, 'Dinner at Time Out Market');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '86.40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save expense' }));
    await expectClosed(body, opener);
    await expect(canvas.getByRole('status')).toHaveTextContent('Added Dinner at Time Out Market: €86.40');
  },
};

/** Left open: the full-screen layout covers the whole viewport. */
export const Fullscreen: Story = {
  render: () => <ModalFullscreen />,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open itinerary' }));
    const dialog = await body.findByRole('dialog', { name: 'Scotland in four days' }, settle);
    await expect(dialog).toHaveClass('MuiModalDialog-layoutFullscreen');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
