import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import BottomNavigationLabels from './BottomNavigationLabels';
import BottomNavigationSelectedLabel from './BottomNavigationSelectedLabel';
import BottomNavigationSticky from './BottomNavigationSticky';

const meta = {
  title: 'Material UI/Navigation/Bottom Navigation',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
