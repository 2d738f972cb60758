import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RouterLinkAdapter from './RouterLinkAdapter';
import ThemeLinkDefaults from './ThemeLinkDefaults';

/**
 * Material UI components rendered as React Router links: through the `component` prop, or once for the
 * whole app with default props in the theme. A memory router with hash links (#/orders) keeps each
 * demo's navigation inside it: the links' pre-rendered hrefs stay on this page.
 */
const meta = {
  title: 'Material UI/Integrations/Routing libraries',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Tabs, list items and a button are router links: clicking them changes the route, not the page. */
export const LinkAdapter: Story = {
  render: () => <RouterLinkAdapter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('/orders');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Customers' }));
    // React Router navigates in a transition: the new route renders a moment after the click.
    await waitFor(() => expect(status).toHaveTextContent('/customers'));
    await expect(canvas.getByText('412 customers, 38 new this month.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Orders' }));
    const order = await canvas.findByRole('link', { name: /#1043/ });
    // The router writes hash links: without JavaScript, or in a new tab, they stay on this page.
    await expect(order).toHaveAttribute('href', '#/orders/1043');
    await expect(canvas.getByRole('tab', { name: 'Reports' })).toHaveAttribute('href', '#/reports');
    await userEvent.click(order);
    await waitFor(() => expect(status).toHaveTextContent('/orders/1043'));
    await expect(canvas.getByText('Order #1043 is packed and waiting for the courier.')).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Back to all orders' }));
    await waitFor(() => expect(status).toHaveTextContent(/\/orders$/));
    await expect(window.location.pathname).not.toContain('/orders');
    await expect(window.location.hash).not.toContain('/orders');
  },
};

/** Link and Button take a plain `href`; the theme's default props route it through React Router. */
export const ThemeDefaults: Story = {
  render: () => <ThemeLinkDefaults />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Help centre');
    await expect(canvas.getByRole('link', { name: 'Shipping times' })).toHaveAttribute('href', '#/help/shipping');
    await userEvent.click(canvas.getByRole('link', { name: 'Returns policy' }));
    await waitFor(() => expect(status).toHaveTextContent('within 30 days'));
    await userEvent.click(canvas.getByRole('link', { name: 'All help topics' }));
    await waitFor(() => expect(status).toHaveTextContent('Help centre'));
    await expect(window.location.pathname).not.toContain('/help');
    await expect(window.location.hash).not.toContain('/help');
  },
};
