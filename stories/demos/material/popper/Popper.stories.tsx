import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PopperPlacement from './PopperPlacement';
import PopperReactions from './PopperReactions';
import PopperTransition from './PopperTransition';

const meta = {
  title: 'Material UI/Utils/Popper',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Overlays open and close with timed transitions; leave them slack on a busy machine. */
const settle = { timeout: 3000 };

export const Transition: Story = {
  render: () => <PopperTransition />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Track parcel' });

    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Parcel tracking' }, settle);
    await waitFor(() => expect(panel).toBeVisible(), settle);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Popper doesn't trap focus: it stays on the button.
    await expect(trigger).toHaveFocus();

    // A click anywhere else closes it.
    await userEvent.click(canvasElement);
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Parcel tracking' }, settle);
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
      settle,
    );
    // Rest without focus, so the screenshot doesn't depend on focus-visible heuristics.
    await userEvent.click(canvasElement);
  },
};

export const Placement: Story = {
  render: () => <PopperPlacement />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const hint = await body.findByRole('tooltip');
    await expect(
      canvas.getByRole('button', { name: 'Export report' }),
    ).toHaveAccessibleDescription('New: reports can now be exported as PDF.');
    await waitFor(
      () => expect(hint).toHaveAttribute('data-popper-placement', 'right'),
      settle,
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'bottom' }));
    await waitFor(
      () => expect(hint).toHaveAttribute('data-popper-placement', 'bottom'),
      settle,
    );
  },
};

export const Reactions: Story = {
  render: () => <PopperReactions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'React' });
    await expect(canvas.getByRole('status')).toHaveTextContent('No reaction yet');

    await userEvent.click(trigger);
    const group = await canvas.findByRole('group', { name: 'Reactions' }, settle);
    // With disablePortal, the reactions follow the button in the tab order.
    await userEvent.tab();
    await expect(within(group).getByRole('button', { name: 'Like' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(canvas.queryByRole('group', { name: 'Reactions' })).not.toBeInTheDocument(),
      settle,
    );
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Celebrate' }, settle),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You reacted with “Celebrate”',
    );
    await expect(trigger).toHaveFocus();
    // Rest without focus, so the screenshot doesn't depend on focus-visible heuristics.
    await userEvent.click(canvasElement);
  },
};
