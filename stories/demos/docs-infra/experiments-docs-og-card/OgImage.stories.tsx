import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SharedLinkPreview from './SharedLinkPreview';

const meta = {
  title: 'Docs-infra/Writing/OG Image',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinkPreview: Story = {
  render: () => <SharedLinkPreview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('img', { name: 'Social card: Rating - Material UI' });
    // The real 1200 × 630 PNG has loaded (not a broken image).
    await waitFor(() => expect((card as HTMLImageElement).naturalWidth).toBe(1200));
    await expect((card as HTMLImageElement).naturalHeight).toBe(630);
    // Sharing the other page shows its card and its title.
    await userEvent.click(canvas.getByRole('button', { name: 'Overriding the component structure' }));
    const other = await canvas.findByRole('img', { name: 'Social card: Overriding the component structure - Joy UI' });
    await waitFor(() => expect((other as HTMLImageElement).naturalWidth).toBe(1200));
    await expect(canvas.getByRole('button', { name: 'Overriding the component structure' })).toHaveAttribute('aria-pressed', 'true');
  },
};
