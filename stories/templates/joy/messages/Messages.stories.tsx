import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Messages from './Messages';

/** Joy UI's messages template: an inbox beside the open conversation and a reply box. */
const meta = {
  title: 'Joy UI/Getting started/Templates/Messages',
  component: Messages,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Messages>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An empty reply is refused with a message; a written one joins the thread; opening a conversation clears its unread count. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Write a reply before sending.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply to Noor Haddad' }), 'They are converted at the day’s rate.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const thread = canvas.getByRole('list', { name: 'Messages with Noor Haddad' });
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(thread).getByText('They are converted at the day’s rate.')).toBeVisible();
    await expect(canvas.queryByText('Write a reply before sending.')).toBeNull();
    await expect(canvas.getByLabelText('1 unread')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Ayaka Mori/ }));
    await expect(canvas.getByRole('heading', { name: 'Ayaka Mori' })).toBeVisible();
    await expect(canvas.queryByLabelText('1 unread')).toBeNull();
  },
};
