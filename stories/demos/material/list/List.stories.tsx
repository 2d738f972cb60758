import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ListChecklist from './ListChecklist';
import ListConversations from './ListConversations';
import ListNested from './ListNested';
import ListSelectable from './ListSelectable';

const meta = {
  title: 'Material UI/Data display/List',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
