import type { Meta, StoryObj } from '@storybook/react-vite';
import List from '@mui/joy/List';
import { expect, userEvent, within } from 'storybook/test';
import ListBasic from './ListBasic';
import ListNavigation from './ListNavigation';
import ListSizes from './ListSizes';
import ListVariants from './ListVariants';

/**
 * Joy's List groups related lines of content: a day's itinerary, notifications, a side menu.
 * List items take decorators, dividers and global variants; the list's size scales everything in it.
 */
const meta = {
  title: 'Joy UI/Data display/List',
  component: List,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof List>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <ListBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Friday, 14 March' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('Flight TP 1362 to Porto');
    // Items after the first are set apart by a line.
    await expect(getComputedStyle(items[1]!).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(items[0]!).borderTopStyle).toBe('none');
  },
};

export const Variants: Story = {
  render: () => <ListVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Invoice notifications' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveClass('MuiListItem-variantPlain', 'MuiListItem-colorNeutral');
    await expect(items[2]).toHaveClass('MuiListItem-variantSoft', 'MuiListItem-colorSuccess');
    await expect(items[4]).toHaveClass('MuiListItem-variantSolid', 'MuiListItem-colorDanger');
    await expect(getComputedStyle(items[4]!).backgroundColor).not.toBe(getComputedStyle(items[0]!).backgroundColor);
  },
};

export const Sizes: Story = {
  render: () => <ListSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (name: string) =>
      within(canvas.getByRole('list', { name })).getAllByRole('listitem')[0]!.getBoundingClientRect().height;
    await expect(height('Small')).toBeLessThan(height('Medium'));
    await expect(height('Medium')).toBeLessThan(height('Large'));

    const rice = within(canvas.getByRole('list', { name: 'Large' })).getByRole('checkbox', { name: 'Arborio rice' });
    await expect(rice).not.toBeChecked();
    await userEvent.click(rice);
    await expect(rice).toBeChecked();
  },
};

export const Navigation: Story = {
  render: () => <ListNavigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Billing' }));
    await expect(nav.getByRole('button', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('button', { name: 'Overdue' }));
    await expect(nav.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Sent' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Showing: Overdue')).toBeVisible();

    // The items are buttons: Tab reaches them, Enter picks one.
    nav.getByRole('button', { name: 'Overdue' }).focus();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'All clients' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing: All clients')).toBeVisible();
  },
};
