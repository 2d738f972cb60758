import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { apiControl } from '../../apiControls';
import PopoverBasic from './PopoverBasic';
import PopoverColumns from './PopoverColumns';
import PopoverRenameForm from './PopoverRenameForm';

/**
 * A popover shows a small panel of content anchored to the element that opened it: an explanation, a short
 * form, a set of options. It closes on Escape or a click outside. `anchorOrigin` and `transformOrigin` say
 * which point of the anchor and which point of the panel meet.
 */
const meta = {
  title: 'Material UI/Utils/Popover',
  component: Popover,
  parameters: { layout: 'padded', muiApi: 'Popover' },
  args: { open: false },
  argTypes: {
    anchorOrigin: apiControl('Popover', 'anchorOrigin', 'object'),
    transformOrigin: apiControl('Popover', 'transformOrigin', 'object'),
  },
} satisfies Meta<typeof Popover>;

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
 * Closed by default so the docs page stays usable: the button or the `open` control opens it; Escape or a
 * click outside closes it. Both origins (as objects), elevation and margin are controls.
 */
export const Playground: Story = {
  args: {
    open: false,
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
    elevation: 8,
    marginThreshold: 16,
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    // The button opens it with local state: an args update while a play function runs re-renders the story
    // and reports it rendered before the play has ended. The `open` control still opens and closes it.
    const [opened, setOpened] = useState(false);
    const close = () => {
      setOpened(false);
      if (args.open) updateArgs({ open: false });
    };
    return (
      <>
        <Button ref={setAnchor} variant="outlined" onClick={() => setOpened(true)}>
          What does delivery cost?
        </Button>
        <Popover
          {...args}
          anchorEl={anchor}
          open={(Boolean(args.open) || opened) && anchor !== null}
          onClose={close}
          slotProps={{ paper: { role: 'dialog', 'aria-label': 'Delivery costs' } }}
        >
          <Typography sx={{ p: 2, maxWidth: 280 }}>Free over €50; otherwise €4.90 for standard and €9.90 for next-day delivery.</Typography>
        </Popover>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'What does delivery cost?' });
    if (!args.open) await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Delivery costs' }, settle);
    await expect(popover).toHaveClass(`MuiPaper-elevation${args.elevation ?? 8}`);
    await waitFor(() => expect(within(popover).getByText(/Free over €50/)).toBeVisible(), settle);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), settle);
    await leaveWithoutFocus(canvasElement);
  },
};

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
