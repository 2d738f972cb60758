import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import ListChecklist from './ListChecklist';
import ListConversations from './ListConversations';
import ListNested from './ListNested';
import ListSelectable from './ListSelectable';

/**
 * A list stacks items of the same kind in one column, each with a primary text and optional icon, avatar,
 * secondary text or action: mailboxes, settings, contacts. Use `dense` where many items must fit, and
 * clickable rows (ListItemButton) when an item leads somewhere.
 */
const meta = {
  title: 'Material UI/Data display/List',
  component: List,
  parameters: { layout: 'padded', muiApi: 'List' },
} satisfies Meta<typeof List>;

export default meta;

type Story = StoryObj<typeof meta>;

const mailboxes = [
  { label: 'Inbox', detail: '3 unread', icon: <InboxIcon /> },
  { label: 'Drafts', detail: '1 draft', icon: <DraftsIcon /> },
  { label: 'Sent', detail: 'Last sent today', icon: <SendIcon /> },
];

/** `dense` tightens the rows and `disablePadding` removes the space above and below the list. */
export const Playground: Story = {
  args: { dense: false, disablePadding: false },
  render: (args) => (
    <List {...args} aria-label="Mailboxes" sx={{ maxWidth: 320, bgcolor: 'background.paper' }}>
      {mailboxes.map((box) => (
        <ListItem key={box.label} disablePadding>
          <ListItemButton>
            <ListItemIcon>{box.icon}</ListItemIcon>
            <ListItemText primary={box.label} secondary={box.detail} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  ),
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Mailboxes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(mailboxes.length);
    await expect(list.classList.contains('MuiList-dense')).toBe(Boolean(args.dense));
    await expect(list.classList.contains('MuiList-padding')).toBe(!args.disablePadding);
  },
};

export const Selectable: Story = {
  render: () => <ListSelectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Mail folders' });
    const inbox = within(nav).getByRole('button', { name: /inbox/i });
    const sent = within(nav).getByRole('button', { name: 'Sent' });
    await expect(inbox).toHaveAttribute('aria-current', 'page');
    await expect(inbox).toHaveClass('Mui-selected');
    await expect(sent).not.toHaveAttribute('aria-current');

    await userEvent.click(sent);
    await expect(sent).toHaveAttribute('aria-current', 'page');
    await expect(sent).toHaveClass('Mui-selected');
    await expect(inbox).not.toHaveAttribute('aria-current');
    await expect(inbox).not.toHaveClass('Mui-selected');

    // Keyboard: Tab to the next folder and select it with Enter.
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: /drafts/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('button', { name: /drafts/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(inbox);
    await expect(inbox).toHaveAttribute('aria-current', 'page');
  },
};

export const Nested: Story = {
  render: () => <ListNested />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drive = canvas.getByRole('list', { name: 'Shared drive' });
    const reports = within(drive).getByRole('button', { name: /reports/i });
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Q2 sales summary')).not.toBeInTheDocument();

    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    const nested = await canvas.findByRole('list', { name: 'Reports' });
    await expect(reports).toHaveAttribute('aria-controls', nested.id);
    await waitFor(() => expect(within(nested).getByText('Q2 sales summary')).toBeVisible());
    await expect(within(nested).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText('Q2 sales summary')).not.toBeInTheDocument());
  },
};

export const Conversations: Story = {
  render: () => <ListConversations />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recent messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('separator', { hidden: true })).toHaveLength(2);
    await expect(within(list).queryByRole('separator')).not.toBeInTheDocument();
    await expect(within(list).getByText('Kenji Watanabe: Catering quote')).toBeVisible();
  },
};

export const Checklist: Story = {
  render: () => <ListChecklist />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('1 of 4 tasks done');

    // The whole label toggles the checkbox.
    await userEvent.click(canvas.getByText('Send invitations'));
    await expect(canvas.getByRole('checkbox', { name: 'Send invitations' })).toBeChecked();
    await expect(status).toHaveTextContent('2 of 4 tasks done');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove “Print name badges”' }));
    await expect(canvas.queryByText('Print name badges')).not.toBeInTheDocument();
    await expect(status).toHaveTextContent('2 of 3 tasks done');
    // Focus moves to the neighbouring task instead of getting lost.
    await expect(canvas.getByRole('checkbox', { name: 'Send invitations' })).toHaveFocus();
  },
};
