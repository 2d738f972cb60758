import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TransitionsCollapse from './TransitionsCollapse';
import TransitionsFade from './TransitionsFade';
import TransitionsGrow from './TransitionsGrow';
import TransitionsSlide from './TransitionsSlide';
import TransitionsZoom from './TransitionsZoom';

/**
 * Transitions animate an element in and out of view so that people can follow what changed: Collapse folds
 * it open, Fade changes its opacity, Grow and Zoom scale it, Slide moves it in from an edge. Each takes an
 * `in` flag; keep them short and pick the one that matches where the element comes from.
 */
const meta = {
  title: 'Material UI/Utils/Transitions',
  component: Collapse,
  parameters: { layout: 'padded', muiApi: 'Collapse' },
  argTypes: { collapsedSize: apiControl('Collapse', 'collapsedSize', 'number') },
} satisfies Meta<typeof Collapse>;

export default meta;

type Story = StoryObj<typeof meta>;

// Every play function hides the content, then shows it again and waits until the
// enter transition has finished, so the story rests in its final, visible state.
// Transitions run on timers, so leave them some slack on a busy machine.
const settle = { timeout: 4000 };

/** Collapse: the button and the `in` control fold the panel together; orientation and the folded size are controls. */
export const Playground: Story = {
  args: { in: true, orientation: 'vertical', collapsedSize: 0 },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Box sx={{ maxWidth: 360 }}>
        <Button aria-expanded={Boolean(args.in)} aria-controls="playground-collapse" onClick={() => updateArgs({ in: !args.in })}>
          {args.in ? 'Hide delivery details' : 'Show delivery details'}
        </Button>
        <Collapse {...args} id="playground-collapse">
          <Paper variant="outlined" sx={{ p: 2, mt: 1, width: 280 }}>
            Arrives Thursday between 10:00 and 14:00. The courier calls 30 minutes ahead.
          </Paper>
        </Collapse>
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const collapse = canvasElement.querySelector('.MuiCollapse-root');
    if (args.in) await waitFor(() => expect(collapse).toHaveClass('MuiCollapse-entered'), settle);
    else if (!args.collapsedSize) await waitFor(() => expect(collapse).toHaveClass('MuiCollapse-hidden'), settle);
    await expect(collapse?.classList.contains('MuiCollapse-horizontal')).toBe(args.orientation === 'horizontal');
  },
};

export const CollapseDemo: Story = {
  name: 'Collapse',
  render: () => <TransitionsCollapse />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Show details' });
    const address = canvas.getByText('14 Harbour Lane, Bristol BS1 4RB');
    const [details, policy] = canvasElement.querySelectorAll<HTMLElement>('.MuiCollapse-root');
    await expect(address).toBeVisible();

    await userEvent.click(toggle);
    await waitFor(() => expect(address).not.toBeVisible(), settle);
    // collapsedSize keeps the first 48 px of the policy in view.
    await waitFor(() => expect(policy.offsetHeight).toBe(48), settle);
    await expect(canvas.getByText(/Return unworn items/)).toBeVisible();

    await userEvent.click(toggle);
    await waitFor(() => expect(address).toBeVisible(), settle);
    await waitFor(() => expect(details).toHaveClass('MuiCollapse-entered'), settle);
    await waitFor(() => expect(policy).toHaveClass('MuiCollapse-entered'), settle);
    await expect(policy.offsetHeight).toBeGreaterThan(48);
  },
};

export const FadeDemo: Story = {
  name: 'Fade',
  render: () => <TransitionsFade />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Show weather warning' });
    const warning = canvas.getByText(/Thunderstorms are expected/);

    await userEvent.click(toggle);
    await waitFor(() => expect(warning).not.toBeVisible(), settle);

    await userEvent.click(toggle);
    await waitFor(() => expect(warning).toBeVisible(), settle);
    await waitFor(() => expect(warning.parentElement).toHaveStyle({ opacity: '1' }), settle);
  },
};

export const GrowDemo: Story = {
  name: 'Grow',
  render: () => <TransitionsGrow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Show booking tips' });
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);

    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryAllByRole('heading')).toHaveLength(0), settle);

    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getAllByRole('heading')).toHaveLength(2), settle);
    // Grow sets `transform: none` once a card has fully entered.
    const cards = canvasElement.querySelectorAll<HTMLElement>('.MuiPaper-root');
    await waitFor(() => {
      for (const card of cards) {
        expect(card.style.transform).toBe('none');
      }
    }, settle);
  },
};

export const SlideDemo: Story = {
  name: 'Slide',
  render: () => <TransitionsSlide />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Show update banner' });
    const banner = canvas.getByText('A new version of the app is ready.');
    await expect(banner).toBeVisible();

    // The banner's own button hides it, and the switch follows.
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(banner).not.toBeVisible(), settle);
    await expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(banner).toBeVisible(), settle);
    await waitFor(() => expect(banner.parentElement?.style.transform).toBe('none'), settle);
  },
};

export const ZoomDemo: Story = {
  name: 'Zoom',
  render: () => <TransitionsZoom />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Edit calendar' });
    await expect(canvas.getByRole('button', { name: 'Add event' })).toBeVisible();

    await userEvent.click(toggle);
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: 'Add reminder' })).not.toBeInTheDocument(),
      settle,
    );

    await userEvent.click(toggle);
    const reminder = await canvas.findByRole('button', { name: 'Add reminder' }, settle);
    await waitFor(() => expect(reminder).toHaveStyle({ transform: 'none' }), settle);
    await expect(canvas.getByRole('button', { name: 'Add event' })).toBeVisible();
  },
};
