import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TransitionsCollapse from './TransitionsCollapse';
import TransitionsFade from './TransitionsFade';
import TransitionsGrow from './TransitionsGrow';
import TransitionsSlide from './TransitionsSlide';
import TransitionsZoom from './TransitionsZoom';

const meta = {
  title: 'Material UI/Utils/Transitions',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

// Every play function hides the content, then shows it again and waits until the
// enter transition has finished, so the story rests in its final, visible state.
// Transitions run on timers, so leave them some slack on a busy machine.
const settle = { timeout: 4000 };

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
