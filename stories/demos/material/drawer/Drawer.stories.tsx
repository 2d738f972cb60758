import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { capitalize } from '@mui/material/utils';
import FilterListIcon from '@mui/icons-material/FilterList';
import DrawerAnchors from './DrawerAnchors';
import DrawerPermanent from './DrawerPermanent';
import DrawerPersistent from './DrawerPersistent';
import DrawerTemporary from './DrawerTemporary';
import { useOverlayOpen } from '../../overlayOpen';

/**
 * A drawer is a panel that slides in from an edge of the screen with navigation or secondary content, such
 * as filters or details. The variant is the main choice: temporary drawers cover the page and close after
 * use, persistent ones push it aside until closed, permanent ones are always there on wide screens.
 */
const meta = {
  title: 'Material UI/Navigation/Drawer',
  component: Drawer,
  parameters: { layout: 'padded', muiApi: 'Drawer' },
} satisfies Meta<typeof Drawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Closed by default so the docs page stays usable: "Filters" or the `open` control opens it; Escape, a click
 * outside or "Done" closes it. Anchor, variant and elevation are controls.
 */
export const Playground: Story = {
  args: { open: false, anchor: 'left', variant: 'temporary', elevation: 16 },
  render: function Render(args) {
    const { open, show, close } = useOverlayOpen(args.open);
    const modal = (args.variant ?? 'temporary') === 'temporary';
    const horizontal = args.anchor === 'top' || args.anchor === 'bottom';
    return (
      <>
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={show}>
          Filters
        </Button>
        <Drawer
          {...args}
          open={open}
          onClose={close}
          slotProps={{ paper: modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters' } : { role: 'region', 'aria-label': 'Filters' } }}
        >
          <Box sx={{ width: horizontal ? 'auto' : 280, p: 2 }}>
            <Typography variant="h6" component="h2">
              Filters
            </Typography>
            <FormGroup sx={{ my: 1 }}>
              <FormControlLabel control={<Checkbox defaultChecked />} label="In stock" />
              <FormControlLabel control={<Checkbox />} label="Free delivery" />
              <FormControlLabel control={<Checkbox />} label="On sale" />
            </FormGroup>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </Box>
        </Drawer>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    if ((args.variant ?? 'temporary') !== 'temporary') return;
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    if (!args.open) await userEvent.click(opener);
    const drawer = await body.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveClass(`MuiDrawer-paperAnchor${capitalize(args.anchor ?? 'left')}`);
    await waitFor(() => expect(within(drawer).getByRole('checkbox', { name: 'In stock' })).toBeChecked());

    await userEvent.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // Focus that comes back to the opener would show a focus ring in the screenshot.
    opener.blur();
  },
};

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
