import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Blog from './Blog';

/** The blog template: a featured post, a topic filter and a search over the latest posts. */
const meta = {
  title: 'Material UI/Getting started/Templates/Blog',
  component: Blog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Blog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The Stories topic keeps its two posts; a search with no match says so; opening a post explains it is a summary. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Stories' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'spreadsheet');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 's galore');
    await expect(canvas.getByRole('status')).toHaveTextContent('No post matches “spreadsheets galore” in Stories.');
    await userEvent.click(canvas.getByRole('link', { name: /Five habits that get invoices paid on time/ }));
    await expect(canvas.getByText(/would open here/)).toBeVisible();
  },
};
