import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import RestoreIcon from '@mui/icons-material/Restore';
import { apiControl } from '../../apiControls';
import BottomNavigationLabels from './BottomNavigationLabels';
import BottomNavigationSelectedLabel from './BottomNavigationSelectedLabel';
import BottomNavigationSticky from './BottomNavigationSticky';

/**
 * Bottom navigation is the row of three to five top-level destinations at the foot of a phone screen.
 * The one decision is whether every destination shows its label (`showLabels`) or only the selected one
 * does; label them all when the icons do not speak for themselves.
 */
const meta = {
  title: 'Material UI/Navigation/Bottom Navigation',
  component: BottomNavigation,
  parameters: { layout: 'padded', muiApi: 'BottomNavigation' },
  argTypes: { value: apiControl('BottomNavigation', 'value', { options: [0, 1, 2] }) },
} satisfies Meta<typeof BottomNavigation>;

export default meta;

type Story = StoryObj<typeof meta>;

const destinations = ['Recents', 'Favourites', 'Nearby'];

/** Selecting a destination and the `value` control move the selection together; `showLabels` is a control. */
export const Playground: Story = {
  args: { value: 0, showLabels: true },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Paper variant="outlined" sx={{ maxWidth: 360 }}>
        <BottomNavigation {...args} onChange={(_event, value) => updateArgs({ value })}>
          <BottomNavigationAction label={destinations[0]} icon={<RestoreIcon />} />
          <BottomNavigationAction label={destinations[1]} icon={<FavoriteIcon />} />
          <BottomNavigationAction label={destinations[2]} icon={<LocationOnIcon />} />
        </BottomNavigation>
      </Paper>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const [index, label] of destinations.entries()) {
      const selected = index === args.value;
      const action = canvas.getByRole('button', { name: label });
      await expect(action.classList.contains('Mui-selected')).toBe(selected);
      if (args.showLabels || selected) await expect(within(action).getByText(label)).toBeVisible();
      else await expect(within(action).getByText(label)).not.toBeVisible();
    }
  },
};

export const WithLabels: Story = {
  render: () => <BottomNavigationLabels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const home = within(nav).getByRole('button', { name: 'Home' });
    const saved = within(nav).getByRole('button', { name: 'Saved' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/Three new trails/)).toBeVisible();

    await userEvent.click(saved);
    await expect(saved).toHaveAttribute('aria-current', 'page');
    await expect(saved).toHaveClass('Mui-selected');
    await expect(home).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText(/You saved 4 routes/)).toBeVisible();

    // Keyboard: every action is a button in the tab order.
    await userEvent.tab({ shift: true });
    await expect(
      within(nav).getByRole('button', { name: 'Explore' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Browse 1,240 routes/)).toBeVisible();
  },
};

export const SelectedLabelOnly: Story = {
  render: () => <BottomNavigationSelectedLabel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Music' });
    // Hidden labels still name the buttons.
    await expect(within(nav).getAllByRole('button')).toHaveLength(4);
    const radio = within(nav).getByRole('button', { name: 'Radio' });
    await expect(radio).toHaveClass('MuiBottomNavigationAction-iconOnly');

    await userEvent.click(radio);
    await expect(radio).toHaveAttribute('aria-current', 'page');
    await expect(radio).not.toHaveClass('MuiBottomNavigationAction-iconOnly');
    await expect(
      within(nav).getByRole('button', { name: 'Library' }),
    ).toHaveClass('MuiBottomNavigationAction-iconOnly');
  },
};

export const StickyInScrollingArea: Story = {
  render: () => <BottomNavigationSticky />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Recent chats' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(6);
    const calls = canvas.getByRole('button', { name: 'Calls' });
    await userEvent.click(calls);
    await expect(calls).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Chats' }));
    await expect(canvas.getByRole('button', { name: 'Chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
