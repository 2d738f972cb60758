import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ResponsiveNavigation from './ResponsiveNavigation';
import ResponsiveProductCard from './ResponsiveProductCard';

/**
 * A responsive layout changes with the width of the screen: responsive values in `sx` and on layout
 * props restyle with CSS media queries, and useMediaQuery changes what a component renders.
 */
const meta = {
  title: 'Material UI/How-to guides/Responsive UI',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** What the window reports right now, so the assertions hold at any viewport size. */
const matches = (element: Element, query: string) =>
  element.ownerDocument.defaultView?.matchMedia(query).matches ?? false;

export const ResponsiveValues: Story = {
  render: () => <ResponsiveProductCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Ridgeline 28 L trail pack' });
    const direction = getComputedStyle(card).flexDirection;
    await expect(direction).toBe(matches(canvasElement, '(min-width: 600px)') ? 'row' : 'column');
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  },
};

export const MediaQueryHook: Story = {
  render: () => <ResponsiveNavigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const nav = canvas.getByRole('navigation', { name: 'Billing sections' });
    if (matches(canvasElement, '(min-width: 900px)')) {
      await waitFor(() => expect(within(nav).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page'));
      await userEvent.click(within(nav).getByRole('button', { name: 'Reports' }));
      await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('status')).toHaveTextContent('Reports · wide layout');
    } else {
      await userEvent.click(within(nav).getByRole('button', { name: 'Open sections menu' }));
      await userEvent.click(await body.findByRole('menuitem', { name: 'Reports' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Reports · narrow layout');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    }
  },
};
