import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageFeedback } from '../../../src/components/feedback/PageFeedback';
import { initialFeedbackWidget } from '../../../src/feedback/widget';

const never = () => new Promise<void>(() => {});
const comment = 'The table of contents hides the last heading on my laptop.';

const meta = {
  title: 'Shell/PageFeedback',
  component: PageFeedback,
  args: { path: '/material-ui/react-button', send: fn(() => Promise.resolve()) },
} satisfies Meta<typeof PageFeedback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Rated: Story = { args: { initial: { ...initialFeedbackWidget, rating: 'up' } } };
export const CommentOpen: Story = { args: { initial: { ...initialFeedbackWidget, rating: 'down', commentOpen: true, comment } } };
export const Sending: Story = { args: { initial: { rating: 'down', commentOpen: true, comment, status: 'sending' } } };
export const Sent: Story = { args: { initial: { rating: 'up', commentOpen: false, comment: '', status: 'sent' } } };
export const Failed: Story = { args: { initial: { rating: 'down', commentOpen: true, comment, status: 'failed' } } };

/** A reader rates, writes a comment and sends: the payload carries the page, the rating and the comment. */
export const RateCommentAndSend: Story = {
  tags: ['test-procedure'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const no = canvas.getByRole('button', { name: 'No, this page did not help' });
    await userEvent.click(no);
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a comment' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /what could be better/i }), 'More rtl examples, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Thank you: your feedback was sent.')).toBeVisible();
    await expect(args.send).toHaveBeenCalledWith({ path: '/material-ui/react-button', rating: 'down', comment: 'More rtl examples, please.' });
  },
};

/** The server refuses: the spec's text shows, the comment stays, and a second try can succeed. */
export const FailureKeepsComment: Story = {
  tags: ['test-procedure'],
  args: { send: fn(() => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, this page helped' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a comment' }));
    const box = canvas.getByRole('textbox', { name: /what could be better/i });
    await userEvent.type(box, 'Clear and short.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText("Couldn't submit feedback. Please try again later.")).toBeVisible();
    await expect(box).toHaveValue('Clear and short.');
    await expect(canvas.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

/** While sending, the buttons are disabled so the same answer is not sent twice. */
export const SendingBlocksResend: Story = {
  tags: ['test-procedure'],
  args: { send: fn(never) },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, this page helped' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByRole('button', { name: /send feedback/i })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Yes, this page helped' })).toBeDisabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};
