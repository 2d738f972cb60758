import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import BreadcrumbsBasic from './BreadcrumbsBasic';
import BreadcrumbsSeparator from './BreadcrumbsSeparator';
import BreadcrumbsSizes from './BreadcrumbsSizes';

/**
 * Breadcrumbs show where the current view sits in a hierarchy (a folder, a category) and link to each
 * level above it. The last crumb is the current page and is not a link.
 */
const meta = {
  title: 'Joy UI/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <BreadcrumbsBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Folder path' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(nav).getByText('March')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Invoices' }));
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(nav).getByText('Invoices')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Showing the files in “Documents / Invoices”.')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => <BreadcrumbsSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fontSize = (name: string) =>
      parseFloat(getComputedStyle(canvas.getByRole('navigation', { name: `Recipe location (${name})` })).fontSize);
    await expect(fontSize('small')).toBeLessThan(fontSize('medium'));
    await expect(fontSize('medium')).toBeLessThan(fontSize('large'));
  },
};

export const Separator: Story = {
  render: () => <BreadcrumbsSeparator />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('navigation', { name: 'Booking steps, text separator' });
    await expect(text).toHaveTextContent('Search›Flights›Passengers');
    // Separators are hidden from assistive technology: only the crumbs are list items.
    const icons = canvas.getByRole('navigation', { name: 'Booking steps, icon separator' });
    await expect(within(icons).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(icons).getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '#hotels');
  },
};
