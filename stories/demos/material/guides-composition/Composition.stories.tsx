import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CompositionComponentProp from './CompositionComponentProp';
import CompositionWrappedChild from './CompositionWrappedChild';

/**
 * Material UI components compose with your own: `component` renders a component of yours as a root
 * element, and components such as Tooltip put behaviour onto a child that spreads props and takes a ref.
 */
const meta = {
  title: 'Material UI/How-to guides/Composition',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ComponentProp: Story = {
  render: () => <CompositionComponentProp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Account settings' });
    const billing = within(nav).getByRole('link', { name: 'Billing' });
    // The custom link built the address; ListItemButton kept its own class on the anchor.
    await expect(billing).toHaveAttribute('href', '#settings-billing');
    await expect(billing).toHaveClass('MuiListItemButton-root');
    await userEvent.click(billing);
    await expect(billing).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: 'Billing' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('#settings-billing');
    await expect(canvasElement.ownerDocument.defaultView?.location.hash).not.toBe('#settings-billing');
  },
};

export const WrappedChild: Story = {
  render: () => <CompositionWrappedChild />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const estimate = canvas.getByText('Arrives in 3 days');
    await userEvent.tab();
    await expect(estimate).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Standard delivery from our Leeds warehouse');
    await expect(estimate).toHaveAccessibleDescription('Standard delivery from our Leeds warehouse, Monday to Friday');
    await userEvent.keyboard('{Escape}');
  },
};
