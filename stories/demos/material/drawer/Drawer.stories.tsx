import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DrawerAnchors from './DrawerAnchors';
import DrawerPermanent from './DrawerPermanent';
import DrawerPersistent from './DrawerPersistent';
import DrawerTemporary from './DrawerTemporary';

const meta = {
  title: 'Material UI/Navigation/Drawer',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Temporary: Story = {
  render: () => <DrawerTemporary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Folders' });

    await userEvent.click(button);
    const drawer = await body.findByRole('dialog', { name: 'Mail folders' });
    // Focus moves into the drawer.
    await waitFor(() => expect(drawer).toHaveFocus());
    await expect(
      within(drawer).getByRole('button', { name: 'Inbox' }),
    ).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());

    // Choosing a folder closes the drawer too.
    await userEvent.click(button);
    const reopened = await body.findByRole('dialog', { name: 'Mail folders' });
    await userEvent.click(
      within(reopened).getByRole('button', { name: 'Drafts' }),
    );
    await waitFor(() =>
      expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(canvas.getByText('Showing: Drafts')).toBeVisible();
  },
};

export const Anchors: Story = {
  render: () => <DrawerAnchors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    const openBottom = canvas.getByRole('button', { name: 'Open bottom' });
    await userEvent.click(openBottom);
    const bottom = await body.findByRole('dialog', { name: 'Recent files' });
    await expect(bottom).toHaveClass('MuiDrawer-paperAnchorBottom');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(openBottom).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Open right' }));
    const right = await body.findByRole('dialog', { name: 'Recent files' });
    await expect(right).toHaveClass('MuiDrawer-paperAnchorRight');
    await userEvent.click(
      within(right).getByRole('button', { name: /Budget 2025/ }),
    );
    await waitFor(() =>
      expect(body.queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

export const Persistent: Story = {
  render: () => <DrawerPersistent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Table of contents' });
    const chapters = canvas.getByRole('navigation', { name: 'Chapters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(
      within(chapters).getByRole('button', { name: 'Deployment' }),
    );
    await expect(
      canvas.getByRole('heading', { name: 'Deployment' }),
    ).toBeVisible();

    // Closing the persistent drawer hides it; the page stays usable.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(chapters).not.toBeVisible());

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(chapters).toBeVisible());
  },
};

export const Permanent: Story = {
  render: () => <DrawerPermanent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    const invoices = within(nav).getByRole('button', { name: 'Invoices' });
    await userEvent.click(invoices);
    await expect(invoices).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('heading', { name: 'Invoices' }),
    ).toBeVisible();
    await expect(canvas.getByText(/12 invoices are waiting/)).toBeVisible();
  },
};
