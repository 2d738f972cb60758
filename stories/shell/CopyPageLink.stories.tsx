import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CopyPageLink } from '../../src/components/page/CopyPageLink';

/**
 * "Copy page as Markdown", beside the breadcrumbs of every written page: a link to the page's
 * Markdown version (what a reader without JavaScript gets); on the site a delegated listener
 * (site/client/copyPage.ts) copies that Markdown instead and switches the state shown here.
 */
const meta = {
  title: 'Shell/CopyPageLink',
  component: CopyPageLink,
  parameters: { layout: 'padded' },
  args: { href: '/material-ui/react-button.md' },
} satisfies Meta<typeof CopyPageLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Copy page as Markdown' });
    await expect(link).toHaveAttribute('href', '/material-ui/react-button.md');
    await expect(link).toHaveAttribute('type', 'text/markdown');
    // Every state's label is in the markup, for the site's script to show.
    await expect(link).toHaveAttribute('data-label-copied', 'Copied as Markdown');
    await expect(link).toHaveAttribute('data-label-failed', 'Copy failed');
  },
};
export const Copied: Story = {
  args: { state: 'copied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Copied as Markdown' })).toBeVisible();
  },
};
/** The Markdown could not be fetched or the clipboard refused: the link still leads to it. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Copy failed' })).toHaveAttribute('href', '/material-ui/react-button.md');
  },
};
/** Under the pointer (the runner hovers it with the real mouse before the screenshot). */
export const Hover: Story = { parameters: { hover: 'a' } };
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Copy page as Markdown' })).toHaveFocus();
  },
};
