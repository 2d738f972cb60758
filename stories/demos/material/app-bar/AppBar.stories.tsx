import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppBarAccountMenu from './AppBarAccountMenu';
import AppBarBasic from './AppBarBasic';
import AppBarColors from './AppBarColors';
import AppBarElevateOnScroll from './AppBarElevateOnScroll';
import AppBarSearch from './AppBarSearch';

const meta = {
  title: 'Material UI/Surfaces/App Bar',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <AppBarBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner');
    await expect(bar).toHaveClass('MuiAppBar-positionStatic');
    await expect(
      within(bar).getByRole('button', { name: 'Open navigation' }),
    ).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const Colors: Story = {
  render: () => <AppBarColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('banner');
    await expect(bars).toHaveLength(5);
    await expect(bars[2]).toHaveClass('MuiAppBar-colorSecondary');
    await expect(bars[3]).toHaveClass('MuiAppBar-colorDefault');
  },
};

export const Search: Story = {
  render: () => <AppBarSearch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recipes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search recipes' }),
      'tart',
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(2),
    );
    await expect(within(list).getByText('Lemon tart')).toBeVisible();
    await expect(within(list).queryByText('Green curry')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 recipes');
  },
};

export const AccountMenu: Story = {
  render: () => <AppBarAccountMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', {
      name: 'Account menu for Ana Ribeiro',
    });
    await expect(trigger).not.toHaveAttribute('aria-expanded');

    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Sign out' }),
    ).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ElevateOnScroll: Story = {
  render: () => <AppBarElevateOnScroll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Walking route' });
    // Inside a region, <header> is not a banner landmark, so find it by tag.
    const bar = region.querySelector('header');
    if (!bar) {
      throw new Error('The app bar is missing');
    }
    await expect(bar).toHaveClass('MuiPaper-elevation0');

    region.scrollTop = 120;
    await waitFor(() => expect(bar).toHaveClass('MuiPaper-elevation4'));
    // The sticky bar stays at the top of the scrolled box.
    await expect(bar.getBoundingClientRect().top).toBeCloseTo(
      region.getBoundingClientRect().top + 1,
      0,
    );
  },
};
