import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import Pagination from '@mui/material/Pagination';
import PaginationControlled from './PaginationControlled';
import PaginationLinks from './PaginationLinks';
import PaginationRanges from './PaginationRanges';
import PaginationVariants from './PaginationVariants';

/**
 * Pagination splits a long set of results into pages and lets people jump between them. Show the first and
 * last pages and a few around the current one (`boundaryCount`, `siblingCount`), and pick the look
 * (variant, shape, colour) to match the other controls of the page.
 */
const meta = {
  title: 'Material UI/Navigation/Pagination',
  component: Pagination,
  parameters: { layout: 'padded', muiApi: 'Pagination' },
} satisfies Meta<typeof Pagination>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Choosing a page and the `page` control stay in step; count, range, look and buttons are controls. */
export const Playground: Story = {
  args: {
    count: 10,
    page: 3,
    siblingCount: 1,
    boundaryCount: 1,
    variant: 'outlined',
    shape: 'rounded',
    color: 'primary',
    size: 'medium',
    showFirstButton: false,
    showLastButton: false,
    disabled: false,
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return <Pagination {...args} onChange={(_event, page) => updateArgs({ page })} />;
  },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const current = within(nav).getByRole('button', { current: 'page' });
    await expect(current).toHaveTextContent(String(args.page));
    await expect(current).toHaveClass(`MuiPaginationItem-${args.variant ?? 'text'}`);
    await expect(current).toHaveClass(`MuiPaginationItem-${args.shape ?? 'circular'}`);
  },
};

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
    await expect(current).toHaveAttribute('href', '?page=3');
    await expect(
      within(nav).getByRole('link', { name: 'Go to next page' }),
    ).toHaveAttribute('href', '?page=4');

    await userEvent.click(
      within(nav).getByRole('link', { name: 'Go to page 4' }),
    );
    await expect(
      within(nav).getByRole('link', { name: 'page 4' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
