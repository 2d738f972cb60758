import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { Instance } from '@popperjs/core';
import { apiControl } from '../../apiControls';
import PopperPlacement from './PopperPlacement';
import PopperReactions from './PopperReactions';
import PopperTransition from './PopperTransition';

/**
 * Popper positions a floating element next to an anchor and keeps it there while the page scrolls, flipping
 * it to the other side when there is no room. Tooltips, menus and autocomplete lists are built on it; use
 * it directly for a floating panel that must not block the page, and choose its `placement`.
 */
const meta = {
  title: 'Material UI/Utils/Popper',
  component: Popper,
  parameters: { layout: 'padded', muiApi: 'Popper' },
  args: { open: false },
  argTypes: {
    placement: apiControl('Popper', 'placement', {
      options: ['bottom-start', 'bottom', 'bottom-end', 'top-start', 'top', 'top-end', 'left-start', 'left', 'left-end', 'right-start', 'right', 'right-end', 'auto'],
    }),
  },
} satisfies Meta<typeof Popper>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Overlays open and close with timed transitions; leave them slack on a busy machine. */
const settle = { timeout: 3000 };

/**
 * Open by default and rendered inside the story (`disablePortal`), next to its button, which toggles it;
 * `placement` and `open` are controls.
 */
export const Playground: Story = {
  args: { open: true, placement: 'bottom-start', disablePortal: true, keepMounted: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    // Popper places the panel once, from the button's box; the button grows when the web font arrives
    // after that, so the panel is placed again then (a cached font is there at once, a fetched one later).
    const popperRef = useRef<Instance>(null);
    useEffect(() => {
      void document.fonts.ready.then(() => popperRef.current?.update());
    }, []);
    return (
      // Room on every side of the button: the popper floats outside the flow and would be cut off.
      <Box sx={{ minHeight: 280, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Button ref={setAnchor} variant="outlined" aria-expanded={Boolean(args.open)} onClick={() => updateArgs({ open: !args.open })}>
          Shipping details
        </Button>
        {/* Positioned from the top left (not `adaptive`): it stays at its button when the docs page grows. */}
        <Popper
          {...args}
          anchorEl={anchor}
          popperRef={popperRef}
          open={Boolean(args.open) && anchor !== null}
          modifiers={[{ name: 'computeStyles', options: { adaptive: false } }]}
        >
          <Paper variant="outlined" sx={{ p: 1.5, m: 1, maxWidth: 300 }}>
            Ships in 2–3 working days from our warehouse in Leipzig.
          </Paper>
        </Popper>
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (!args.open) {
      await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
      return;
    }
    const popper = await canvas.findByRole('tooltip');
    await expect(popper).toHaveTextContent('Ships in 2–3 working days');
    // The side (top, bottom …) is kept; "start"/"end" swap in right-to-left pages.
    const side = String(args.placement ?? 'bottom').split('-')[0];
    if (side !== 'auto') await waitFor(() => expect(popper.getAttribute('data-popper-placement')?.split('-')[0]).toBe(side), settle);
    // Below the button and level with its starting edge, once the button has its web font.
    if (args.placement === 'bottom-start' && getComputedStyle(canvasElement).direction === 'ltr') {
      await document.fonts.ready;
      const button = canvas.getByRole('button', { name: 'Shipping details' });
      await waitFor(() => expect(Math.abs(popper.getBoundingClientRect().left - button.getBoundingClientRect().left)).toBeLessThan(1), settle);
    }
  },
};

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
