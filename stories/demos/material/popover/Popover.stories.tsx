import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PopoverBasic from './PopoverBasic';
import PopoverColumns from './PopoverColumns';
import PopoverRenameForm from './PopoverRenameForm';

const meta = {
  title: 'Material UI/Utils/Popover',
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
  render: () => <PopoverBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'How is this calculated?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Delivery estimate' }, settle);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', popover.id);
    // Grow fades the panel in, so wait until the text is fully shown.
    await waitFor(() => expect(within(popover).getByText(/before 2 pm/)).toBeVisible(), settle);

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await leaveWithoutFocus(canvasElement);
  },
};

export const Columns: Story = {
  render: () => <PopoverColumns />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Showing 5 of 5 columns')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Columns' });

    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Visible columns' }, settle);
    const dueDate = within(popover).getByRole('checkbox', { name: 'Due date' });
    await expect(dueDate).toBeChecked();
    await userEvent.click(dueDate);
    await expect(dueDate).not.toBeChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await expect(canvas.getByText('Showing 4 of 5 columns')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};

export const RenameForm: Story = {
  render: () => <PopoverRenameForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Rename list' });

    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Rename list' }, settle);
    const field = within(popover).getByRole('textbox', { name: 'List name' });
    await expect(field).toHaveValue('Groceries');
    // The field receives focus once the popover has finished opening.
    await waitFor(() => expect(field).toHaveFocus(), settle);

    await userEvent.clear(field);
    await expect(within(popover).getByText('Enter a name')).toBeVisible();
    await userEvent.type(field, 'Weekend groceries{Enter}');

    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await expect(
      canvas.getByRole('heading', { name: 'Weekend groceries' }),
    ).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};
