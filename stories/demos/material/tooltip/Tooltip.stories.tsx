import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TooltipDescribeChild from './TooltipDescribeChild';
import TooltipIconButtons from './TooltipIconButtons';
import TooltipPlacements from './TooltipPlacements';
import TooltipRichContent from './TooltipRichContent';

const meta = {
  title: 'Material UI/Data display/Tooltip',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Tooltips render in a portal at the end of the document body. */
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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
    await waitFor(() => expect(tooltip).toHaveAttribute('data-popper-placement', 'top-start'));
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
