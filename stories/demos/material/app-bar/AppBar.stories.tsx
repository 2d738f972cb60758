import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { capitalize } from '@mui/material/utils';
import MenuIcon from '@mui/icons-material/Menu';
import { apiControl } from '../../apiControls';
import AppBarAccountMenu from './AppBarAccountMenu';
import AppBarBasic from './AppBarBasic';
import AppBarColors from './AppBarColors';
import AppBarElevateOnScroll from './AppBarElevateOnScroll';
import AppBarSearch from './AppBarSearch';

/**
 * The app bar is the strip across the top of a screen with its title, the way to the navigation and the
 * few actions needed everywhere. Decide how it behaves when the page scrolls (`position`) and how much it
 * stands apart from the content (`color`).
 */
const meta = {
  title: 'Material UI/Surfaces/App Bar',
  component: AppBar,
  parameters: { layout: 'padded', muiApi: 'AppBar' },
  argTypes: {
    color: apiControl('AppBar', 'color', {
      options: ['default', 'inherit', 'primary', 'secondary', 'transparent', 'error', 'info', 'success', 'warning'],
    }),
  },
} satisfies Meta<typeof AppBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** `position` starts at static so the bar stays in the canvas; fixed and sticky pin it to the top of the frame. */
export const Playground: Story = {
  args: { position: 'static', color: 'primary', enableColorOnDark: false },
  render: (args) => (
    <AppBar {...args}>
      <Toolbar>
        <IconButton edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Orders
        </Typography>
        <Button color="inherit">Sign in</Button>
      </Toolbar>
    </AppBar>
  ),
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('banner');
    await expect(bar).toHaveClass(`MuiAppBar-position${capitalize(args.position ?? 'fixed')}`);
    await expect(bar).toHaveClass(`MuiAppBar-color${capitalize(args.color ?? 'primary')}`);
  },
};

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
