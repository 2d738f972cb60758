import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LinkIcon from '@mui/icons-material/Link';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TooltipDescribeChild from './TooltipDescribeChild';
import TooltipIconButtons from './TooltipIconButtons';
import TooltipPlacements from './TooltipPlacements';
import TooltipRichContent from './TooltipRichContent';
import { inlineStart, isRtl } from '../../../inline';

/**
 * A tooltip names or briefly explains the element under the pointer or the keyboard focus, most often an
 * icon button. Keep it to a few words and never put anything people must read or click into it; by default
 * its text also becomes the element's accessible name.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Data display/Tooltip',
  component: Tooltip,
  parameters: { layout: 'padded', muiApi: 'Tooltip' },
  args: {
    title: 'Copy link',
    children: (
      <IconButton>
        <LinkIcon />
      </IconButton>
    ),
  },
  argTypes: {
    title: apiControl('Tooltip', 'title', 'text'),
    placement: apiControl('Tooltip', 'placement', { options: ['top', 'top-start', 'top-end', 'bottom', 'bottom-start', 'bottom-end', 'left', 'left-start', 'left-end', 'right', 'right-start', 'right-end'] }),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Tooltips render in a portal at the end of the document body. */
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Open by default and rendered inside the story (a portal-free popper), so the picture shows it; hovering or
 * focusing the button and the `open` control show and hide it together. Title, placement and arrow are controls.
 */
export const Playground: Story = {
  args: { title: 'Copy link', open: true, placement: 'top', arrow: true, describeChild: false, followCursor: false, enterDelay: 100, leaveDelay: 0 },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Box sx={{ p: 8, display: 'flex', justifyContent: 'center' }}>
        <Tooltip
          {...args}
          onOpen={() => updateArgs({ open: true })}
          onClose={() => updateArgs({ open: false })}
          // Positioned from the top left (not `adaptive`), so that it stays at its button when the docs page
          // around it changes height after the first render.
          slotProps={{ popper: { disablePortal: true, modifiers: [{ name: 'computeStyles', options: { adaptive: false } }] } }}
        />
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    if (!args.describeChild) await expect(button).toHaveAccessibleName(String(args.title));
    if (!args.open) return;
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(String(args.title));
    // The side (top, bottom …) is kept; "start"/"end" swap in right-to-left pages.
    const side = String(args.placement ?? 'bottom').split('-')[0];
    await waitFor(() => expect(tooltip.getAttribute('data-popper-placement')?.split('-')[0]).toBe(side));
  },
};

export const IconButtons: Story = {
  render: () => <TooltipIconButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const archive = canvas.getByRole('button', { name: 'Archive' });
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();

    // Mouse: hovering shows the tooltip, leaving hides it.
    await userEvent.hover(archive);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Archive');
    await userEvent.unhover(archive);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());

    // Keyboard: focusing with Tab shows it too, and Escape dismisses it.
    await userEvent.tab();
    await userEvent.tab();
    const unread = canvas.getByRole('button', { name: 'Mark as unread' });
    await expect(unread).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Mark as unread');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(unread).toHaveFocus();
    unread.blur();
  },
};

export const Placements: Story = {
  render: () => <TooltipPlacements />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const topStart = canvas.getByRole('button', { name: 'Top start' });

    await userEvent.hover(topStart);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Above, lined up with the start edge');
    // "start" is the reading start: Popper mirrors it to its "-end" placement in rtl.
    const placement = isRtl(canvasElement) ? 'top-end' : 'top-start';
    await waitFor(() => expect(tooltip).toHaveAttribute('data-popper-placement', placement));
    await expect(Math.round(inlineStart(tooltip))).toBe(Math.round(inlineStart(topStart)));
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      topStart.getBoundingClientRect().top,
    );
    // describeChild keeps the button's own name and adds the tooltip as its description.
    await expect(topStart).toHaveAccessibleName('Top start');
    await expect(topStart).toHaveAccessibleDescription('Above, lined up with the start edge');

    await userEvent.unhover(topStart);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const DescribeChild: Story = {
  render: () => <TooltipDescribeChild />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const publish = canvas.getByRole('button', { name: 'Publish' });
    const status = canvas.getByRole('status');

    // The unavailable button stays focusable and explains itself.
    await userEvent.tab();
    await userEvent.tab();
    await expect(publish).toHaveFocus();
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Add a cover image before publishing',
    );
    await expect(publish).toHaveAccessibleDescription('Add a cover image before publishing');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Add cover image' }));
    await expect(status).toHaveTextContent('Cover image added');
    await expect(publish).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(publish);
    await expect(status).toHaveTextContent('Article published');
    // An empty title shows no tooltip at all.
    await userEvent.unhover(publish);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const RichContent: Story = {
  render: () => <TooltipRichContent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const ana = canvas.getByRole('link', { name: '@Ana Souza' });

    await userEvent.hover(ana);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Product designer · Lisbon');
    await expect(ana).toHaveAttribute('aria-describedby', tooltip.id);

    await userEvent.unhover(ana);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
