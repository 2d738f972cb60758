import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { apiControl } from '../../apiControls';
import BreadcrumbsBasic from './BreadcrumbsBasic';
import BreadcrumbsCollapsed from './BreadcrumbsCollapsed';
import BreadcrumbsIcons from './BreadcrumbsIcons';

/**
 * Breadcrumbs show where a page sits in the site's hierarchy and link back to each level above it. Keep
 * the trail short; when it is long, `maxItems` folds the middle levels into an ellipsis that people can
 * expand, and `itemsBeforeCollapse` / `itemsAfterCollapse` choose what stays visible.
 */
const meta = {
  title: 'Material UI/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { layout: 'padded', muiApi: 'Breadcrumbs' },
  argTypes: { separator: apiControl('Breadcrumbs', 'separator', 'text') },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;

type Story = StoryObj<typeof meta>;

const trail = ['Home', 'Kitchen', 'Cookware', 'Pans'];

/** Try `maxItems` 3: the middle levels fold into a button; the separator is a text control. */
export const Playground: Story = {
  args: { maxItems: 8, itemsBeforeCollapse: 1, itemsAfterCollapse: 1, separator: '/' },
  render: (args) => (
    <Breadcrumbs {...args} aria-label="Cookware path">
      {trail.map((level) => (
        <Link key={level} underline="hover" color="inherit" href={`#${level.toLowerCase()}`}>
          {level}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Cast-iron skillet
      </Typography>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Cookware path' });
    const count = trail.length + 1;
    const { maxItems = 8, itemsBeforeCollapse = 1, itemsAfterCollapse = 1 } = args;
    const collapsed = (!maxItems || count > maxItems) && itemsBeforeCollapse + itemsAfterCollapse < count;
    const shown = collapsed ? itemsBeforeCollapse + itemsAfterCollapse + 1 : count;
    await expect(nav.querySelectorAll('li.MuiBreadcrumbs-li')).toHaveLength(shown);
    await expect(within(nav).getByText('Cast-iron skillet')).toBeVisible();
  },
};

export const Basic: Story = {
  render: () => <BreadcrumbsBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Product category path' });
    const list = within(nav).getByRole('list');
    // Separators are hidden from assistive technology.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(
      within(nav).getByRole('link', { name: 'Backpacks' }),
    ).toHaveAttribute('href', '#backpacks');
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
    const nav = canvas.getByRole('navigation', { name: 'Folder path' });
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
    const nav = canvas.getByRole('navigation', { name: 'Wiki page path' });
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
