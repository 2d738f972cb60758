import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { SideNav } from '../../src/components/nav/SideNav';
import { flagTree, homeDocsTree, treeEndingInTemplateStore } from './fixtures';

const meta = {
  title: 'Shell/SideNav',
  component: SideNav,
  args: { items: flagTree, activePath: '/experiments/docs/api/data-grid/data-grid' },
  decorators: [(Story) => <Box data-nav-scroller="" sx={{ width: 300, height: 640, overflowY: 'auto', border: 1, borderColor: 'divider' }}><Story /></Box>],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourLevelsDeep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fourth-level child' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Subheader divider')).toBeVisible();
  },
};

export const CollapseGroup: Story = {
  tags: ['test-procedure'],
  args: { activePath: '/experiments/docs/first-level-child-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A native <details>: its summary toggles it (Enter and Space too, natively).
    const summary = canvas.getByText('Feature flags').closest('summary')!;
    const group = summary.parentElement as HTMLDetailsElement;
    await expect(group.open).toBe(true);
    await userEvent.click(summary);
    await expect(group.open).toBe(false);
    await expect(canvas.getByRole('link', { name: /Pro plan/ })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(group.open).toBe(true);
    await expect(canvas.getByRole('link', { name: /Pro plan/ })).toBeVisible();
  },
};

/** Material UI's tree ends with the template store, an outbound link with its icon. */
export const TemplateStoreIcon: Story = {
  args: { items: treeEndingInTemplateStore, activePath: '/material-ui/design-resources/material-ui-for-figma' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Template store (opens another site)' });
    await expect(link.querySelector('svg[data-nav-icon="WebIcon"][aria-hidden="true"]')).toBeVisible();
    // Entries without an icon in the data get none.
    await expect(canvasElement.querySelectorAll('svg[data-nav-icon]')).toHaveLength(1);
  },
};

/** The Home docs tree: both entries carry an icon. */
export const HomeDocs: Story = {
  args: { items: homeDocsTree, activePath: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icons = ['Templates', 'Blog'].map((title) => canvas.getByRole('link', { name: `${title} (opens another site)` }).querySelector('svg[data-nav-icon]')?.getAttribute('data-nav-icon'));
    await expect(icons).toEqual(['ReaderIcon', 'BookIcon']);
  },
};
