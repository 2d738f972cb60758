import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TabsBasic from './TabsBasic';
import TabsCentered from './TabsCentered';
import TabsIcons from './TabsIcons';
import TabsNavLinks from './TabsNavLinks';
import TabsScrollable from './TabsScrollable';
import TabsVertical from './TabsVertical';

const meta = {
  title: 'Material UI/Navigation/Tabs',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <TabsBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Product details' });
    const [overview, specs, reviews] = within(tablist).getAllByRole('tab');
    await expect(overview).toHaveAttribute('aria-selected', 'true');

    // Each tab controls the panel that is labelled by it.
    const panel = canvas.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveTextContent(/28-litre daypack/);

    // Only the selected tab is in the tab order.
    await expect(overview).toHaveAttribute('tabindex', '0');
    await expect(specs).toHaveAttribute('tabindex', '-1');
    await userEvent.click(overview);

    // ArrowRight moves focus; Enter selects (manual activation).
    await userEvent.keyboard('{ArrowRight}');
    await expect(specs).toHaveFocus();
    await expect(specs).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(specs).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tabpanel', { name: 'Specifications' }),
    ).toHaveTextContent(/Weight 840 g/);

    // The arrow keys wrap from the last tab to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(overview).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

export const Vertical: Story = {
  render: () => <TabsVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Account settings' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const profile = within(tablist).getByRole('tab', { name: 'Profile' });
    const notifications = within(tablist).getByRole('tab', {
      name: 'Notifications',
    });

    await userEvent.click(profile);
    // selectionFollowsFocus: the arrow key both moves focus and selects.
    await userEvent.keyboard('{ArrowDown}');
    await expect(notifications).toHaveFocus();
    await expect(notifications).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tabpanel', { name: 'Notifications' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.keyboard('{ArrowUp}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
  },
};

export const Scrollable: Story = {
  render: () => <TabsScrollable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'News categories' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(11);

    // Keyboard focus scrolls the last tab into view.
    await userEvent.click(tabs[0]);
    await userEvent.keyboard('{End}');
    await expect(tabs[10]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tabs[10]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Centered: Story = {
  render: () => <TabsCentered />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Lifetime' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Yearly' }));
    await expect(
      canvas.getByRole('tabpanel', { name: 'Yearly' }),
    ).toHaveTextContent('€120 per year');
    await userEvent.click(canvas.getByRole('tab', { name: 'Monthly' }));
    await expect(
      canvas.getByRole('tabpanel', { name: 'Monthly' }),
    ).toHaveTextContent('€12 per month');
  },
};

export const Icons: Story = {
  render: () => <TabsIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('tablist', { name: 'Show events as' });
    // Icon-only tabs are named by their aria-label.
    const map = within(views).getByRole('tab', { name: 'Map' });
    await userEvent.click(map);
    await expect(map).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(views).getByRole('tab', { name: 'List' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(map).toHaveAttribute('aria-selected', 'false');
  },
};

export const NavigationLinks: Story = {
  render: () => <TabsNavLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Project' });
    const code = within(nav).getByRole('tab', { name: 'Code' });
    const issues = within(nav).getByRole('tab', { name: 'Issues' });
    await expect(code.tagName).toBe('A');
    await expect(issues).toHaveAttribute('href', '/projects/atlas/issues');
    await expect(code).toHaveAttribute('aria-current', 'page');

    await userEvent.click(issues);
    await expect(issues).toHaveAttribute('aria-selected', 'true');
    await expect(issues).toHaveAttribute('aria-current', 'page');
    await expect(code).not.toHaveAttribute('aria-current');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(code).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(code).toHaveAttribute('aria-current', 'page');
  },
};
