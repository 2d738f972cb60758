import type { Meta, StoryObj } from '@storybook/react-vite';
import Tooltip from '@mui/joy/Tooltip';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import TooltipBasic from './TooltipBasic';
import TooltipPlacement from './TooltipPlacement';
import TooltipVariants from './TooltipVariants';

/**
 * Joy's Tooltip shows a short text about the element under the pointer or in focus. A string title
 * names an icon button; with `describeChild` it describes a button that has its own name.
 */
const meta = {
  title: 'Joy UI/Data display/Tooltip',
  component: Tooltip,
  parameters: { layout: 'padded' },
  // Tooltip requires a title and a child; every story renders its own demo instead.
  args: { title: '', children: <span /> },
} satisfies Meta<typeof Tooltip>;

export default meta;

type Story = StoryObj<typeof meta>;

const closed = () => waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

export const Basic: Story = {
  render: () => <TooltipBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const download = canvas.getByRole('button', { name: 'Download invoice as PDF' });
    await userEvent.hover(download);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Download invoice as PDF');
    await userEvent.unhover(download);
    await closed();

    // Keyboard focus opens it too.
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Download invoice as PDF');
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const Variants: Story = {
  render: () => <TooltipVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.hover(send);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Emails the invoice to the client');
    await expect(tip).toHaveClass('MuiTooltip-variantSoft', 'MuiTooltip-colorPrimary');
    await expect(send).toHaveAccessibleDescription('Emails the invoice to the client');
    await userEvent.unhover(send);
    await closed();
  },
};

export const PlacementAndArrow: Story = {
  render: () => <TooltipPlacement />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByRole('button', { name: 'Top, small' });
    await userEvent.hover(top);
    const tip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tip.getBoundingClientRect().bottom).toBeLessThanOrEqual(top.getBoundingClientRect().top));
    await expect(tip.querySelector('.MuiTooltip-arrow')).not.toBeNull();
    await userEvent.unhover(top);
    await closed();

    const right = canvas.getByRole('button', { name: 'Right, medium' });
    await userEvent.hover(right);
    const rightTip = await screen.findByRole('tooltip');
    await waitFor(() => expect(rightTip.getBoundingClientRect().left).toBeGreaterThanOrEqual(right.getBoundingClientRect().right));
    await userEvent.unhover(right);
    await closed();
  },
};
