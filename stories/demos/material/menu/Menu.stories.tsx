import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuAccount from './MenuAccount';
import MenuBasic from './MenuBasic';
import MenuContext from './MenuContext';
import MenuDenseInsert from './MenuDenseInsert';
import MenuIconsShortcuts from './MenuIconsShortcuts';
import MenuSortSelected from './MenuSortSelected';

/**
 * A menu is a temporary list of choices that opens from a button or a right click: sort orders, the actions
 * on a row, account links. Keep it to a handful of short items; when the choice is a value of a form, a
 * select says so better.
 */
const meta = {
  title: 'Material UI/Navigation/Menu',
  component: Menu,
  parameters: { layout: 'padded', muiApi: 'Menu' },
  args: { open: false },
} satisfies Meta<typeof Menu>;

export default meta;

type Story = StoryObj<typeof meta>;

const sortOrders = ['Newest first', 'Price: low to high', 'Price: high to low'];

/**
 * Closed by default so the docs page stays usable: "Sort by" or the `open` control opens it; a choice,
 * Escape or a click outside closes it. `variant`, `autoFocus` and `disableAutoFocusItem` are controls.
 */
export const Playground: Story = {
  args: { open: false, variant: 'selectedMenu', autoFocus: true, disableAutoFocusItem: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    // The button opens it with local state: an args update while a play function runs re-renders the story
    // and reports it rendered before the play has ended. The `open` control still opens and closes it.
    const [opened, setOpened] = useState(false);
    const open = Boolean(args.open) || opened;
    const close = () => {
      setOpened(false);
      if (args.open) updateArgs({ open: false });
    };
    return (
      <>
        <Button
          ref={setAnchor}
          id="playground-menu-button"
          aria-haspopup="true"
          aria-controls={open ? 'playground-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpened(true)}
        >
          Sort by
        </Button>
        <Menu
          {...args}
          id="playground-menu"
          anchorEl={anchor}
          open={open && anchor !== null}
          onClose={close}
          slotProps={{ list: { 'aria-labelledby': 'playground-menu-button' } }}
        >
          {sortOrders.map((order) => (
            <MenuItem key={order} onClick={close}>
              {order}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Sort by' });
    if (!args.open) await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Sort by' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(sortOrders);
    if (args.autoFocus && !args.disableAutoFocusItem) await waitFor(() => expect(items[0]).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Focus that comes back to the trigger would show a focus ring in the screenshot.
    trigger.blur();
  },
};

export const Basic: Story = {
  render: () => <MenuBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Project actions' });
    await expect(button).not.toHaveAttribute('aria-expanded');

    await userEvent.click(button);
    const menu = await body.findByRole('menu', { name: 'Project actions' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Rename',
      'Duplicate',
      'Move to archive',
    ]);
    // The first item receives focus when the menu opens.
    await waitFor(() => expect(items[0]).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Last action: Duplicate',
    );
  },
};

export const IconsAndShortcuts: Story = {
  render: () => <MenuIconsShortcuts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('menu', { name: 'Edit' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAccessibleName('Cut Ctrl+X');
    // Only one item is in the tab order; the arrow keys move between items.
    await expect(items[0]).toHaveAttribute('tabindex', '0');
    await expect(items[1]).toHaveAttribute('tabindex', '-1');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

export const Account: Story = {
  render: () => <MenuAccount />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Account settings' });

    await userEvent.click(button);
    const menu = await body.findByRole('menu', { name: 'Account' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    const signOut = within(menu).getByRole('menuitem', { name: 'Sign out' });
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: 'Profile' }),
      ).toHaveFocus(),
    );
    // Arrow keys wrap around: ArrowUp from the first item reaches the last one.
    await userEvent.keyboard('{ArrowUp}');
    await expect(signOut).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const SelectedItem: Story = {
  render: () => <MenuSortSelected />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    await userEvent.click(
      canvas.getByRole('button', { name: 'Sort: Newest first' }),
    );
    const menu = await body.findByRole('menu', { name: 'Sort: Newest first' });
    const current = within(menu).getByRole('menuitemradio', {
      name: 'Newest first',
    });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(current).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );
    const button = canvas.getByRole('button', { name: 'Sort: Most comments' });
    await waitFor(() => expect(button).toHaveFocus());

    // When it opens again, focus starts on the item that is now selected.
    await userEvent.click(button);
    const reopened = await body.findByRole('menu');
    const selected = within(reopened).getByRole('menuitemradio', {
      name: 'Most comments',
    });
    await expect(selected).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const ContextMenu: Story = {
  render: () => <MenuContext />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const note = canvas.getByText(/The launch moves/);

    await userEvent.pointer({ keys: '[MouseRight]', target: note });
    const menu = await body.findByRole('menu', { name: 'Note actions' });
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: 'Copy text' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Highlight' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );

    // The menu item now offers the opposite action.
    await userEvent.pointer({ keys: '[MouseRight]', target: note });
    const reopened = await body.findByRole('menu', { name: 'Note actions' });
    await expect(
      within(reopened).getByRole('menuitem', { name: 'Remove highlight' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );
  },
};

export const DenseWithDividers: Story = {
  render: () => <MenuDenseInsert />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Insert' });

    await userEvent.click(button);
    const menu = await body.findByRole('menu', { name: 'Insert' });
    await expect(menu).toHaveClass('MuiList-dense');
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    const pageBreak = within(menu).getByRole('menuitem', {
      name: 'Page break',
    });
    await expect(pageBreak).toHaveAttribute('aria-disabled', 'true');

    // ArrowDown skips the disabled item.
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(6);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[0]).toHaveTextContent('Table');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(items[5]).toHaveFocus();
    await expect(items[5]).toHaveTextContent('Comment');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('menu')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());
  },
};
