import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import BreadcrumbsBasic from './BreadcrumbsBasic';
import BreadcrumbsCollapsed from './BreadcrumbsCollapsed';
import BreadcrumbsIcons from './BreadcrumbsIcons';

const meta = {
  title: 'Material UI/Navigation/Breadcrumbs',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <BreadcrumbsBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    // Separators are hidden from assistive technology.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(
      within(nav).getByRole('link', { name: 'Backpacks' }),
    ).toHaveAttribute('href', '/shop/outdoor/backpacks');
    await expect(within(nav).getByText('Trail daypack 28 L')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const WithIcons: Story = {
  render: () => <BreadcrumbsIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    // Decorative icons don't change the names of the links.
    await expect(
      within(nav).getByRole('link', { name: 'My drive' }),
    ).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: 'Projects' }),
    ).toBeVisible();
    await expect(within(nav).getByText('Launch plan')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Collapsed: Story = {
  render: () => <BreadcrumbsCollapsed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    // One item before the ellipsis, two after it.
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(
      within(nav).queryByRole('link', { name: 'Platform' }),
    ).toBeNull();

    const expand = within(nav).getByRole('button', {
      name: 'Show the full path',
    });
    await userEvent.click(expand);
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).queryByRole('button')).toBeNull();
    // Focus stays in the trail, on its first link.
    await expect(
      within(nav).getByRole('link', { name: 'Company' }),
    ).toHaveFocus();
  },
};
