import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PaginationControlled from './PaginationControlled';
import PaginationLinks from './PaginationLinks';
import PaginationRanges from './PaginationRanges';
import PaginationVariants from './PaginationVariants';

const meta = {
  title: 'Material UI/Navigation/Pagination',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => <PaginationVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navs = canvas.getAllByRole('navigation');
    await expect(navs).toHaveLength(6);
    const outlined = canvas.getByRole('navigation', {
      name: 'Search results, outlined',
    });
    const current = within(outlined).getByRole('button', { name: 'page 1' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveClass('MuiPaginationItem-outlinedPrimary');
    await expect(
      within(outlined).getByRole('button', { name: 'Go to previous page' }),
    ).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: () => <PaginationControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Order pages' });
    const orders = canvas.getByRole('list', { name: 'Orders' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Orders 1–5 of 23',
    );
    await expect(within(orders).getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(
      within(nav).getByRole('button', { name: 'Go to page 2' }),
    );
    await expect(
      within(nav).getByRole('button', { name: 'page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Orders 6–10 of 23',
    );
    await expect(within(orders).getByText(/#10485/)).toBeVisible();

    await userEvent.click(
      within(nav).getByRole('button', { name: 'Go to page 5' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Orders 21–23 of 23',
    );
    await expect(within(orders).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(nav).getByRole('button', { name: 'Go to next page' }),
    ).toBeDisabled();
  },
};

export const Ranges: Story = {
  render: () => <PaginationRanges />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagesIn = (name: RegExp) =>
      within(canvas.getByRole('navigation', { name }))
        .getAllByRole('button')
        .map((button) => button.textContent);

    // Previous, 1, …, 19, 20, 21, …, 40, Next (ellipses are not buttons).
    await expect(pagesIn(/^Defaults/)).toEqual([
      '',
      '1',
      '19',
      '20',
      '21',
      '40',
      '',
    ]);
    await expect(pagesIn(/^siblingCount 0/)).toEqual(['', '1', '20', '40', '']);
    await expect(pagesIn(/^boundaryCount 2/)).toEqual([
      '',
      '1',
      '2',
      '19',
      '20',
      '21',
      '39',
      '40',
      '',
    ]);
    const withEnds = canvas.getByRole('navigation', {
      name: /showFirstButton/,
    });
    await expect(
      within(withEnds).getByRole('button', { name: 'Go to first page' }),
    ).toBeEnabled();
    await userEvent.click(
      within(withEnds).getByRole('button', { name: 'Go to last page' }),
    );
    await expect(
      within(withEnds).getByRole('button', { name: 'page 40' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Links: Story = {
  render: () => <PaginationLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Blog archive pages' });
    const current = within(nav).getByRole('link', { name: 'page 3' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/blog?page=3');
    await expect(
      within(nav).getByRole('link', { name: 'Go to next page' }),
    ).toHaveAttribute('href', '/blog?page=4');

    await userEvent.click(
      within(nav).getByRole('link', { name: 'Go to page 4' }),
    );
    await expect(
      within(nav).getByRole('link', { name: 'page 4' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
