import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { SideNav } from '../../src/components/nav/SideNav';
import { flagTree, homeDocsTree, treeEndingInTemplateStore } from './fixtures';
import { docsInfraPages } from '../../site/data/docs-infra';

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

/** Docs-infra's "Test: pages.js" group as the site's nav data has it: the reference tree of every flag. */
const testTree = docsInfraPages.filter((item) => item.pathname === '/experiments/docs/main-parent');

/**
 * The real flag tree (issue 19): every flag and the plan marker on its entry, the subheader at the depth of
 * the links it introduces, every group open around the current page, and the keyboard order of the rows.
 */
export const DocsInfraTestTree: Story = {
  args: { items: testTree, activePath: '/experiments/docs/api/data-grid/data-grid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = (link: string) => [...canvas.getByRole('link', { name: new RegExp(`^${link}`) }).querySelectorAll('span')].map((span) => span.textContent).filter(Boolean);
    await expect(chip('New feature')).toEqual(['New']);
    await expect(chip('Planned feature')).toEqual(['Planned']);
    await expect(chip('Unstable feature')).toEqual(['Preview']);
    await expect(chip('Beta feature')).toEqual(['Beta']);
    await expect(chip('Legacy feature')).toEqual(['Legacy']);
    await expect(canvas.getAllByRole('img', { name: 'Pro plan' })).toHaveLength(2);
    await expect(chip('First-level child 1')).toEqual([]);
    // The subheader adds a heading, not a level: it starts where the link it introduces starts.
    const fourth = canvas.getByRole('link', { name: 'Fourth-level child' });
    await expect(fourth).toHaveAttribute('aria-current', 'page');
    const subheader = [...canvasElement.querySelectorAll('div')].find((div) => div.textContent === 'Subheader divider')!;
    await expect(getComputedStyle(subheader).paddingInlineStart).toBe(getComputedStyle(fourth).paddingInlineStart);
    await expect(getComputedStyle(fourth).paddingInlineStart).toBe(getComputedStyle(canvas.getByRole('link', { name: 'Third-level child' })).paddingInlineStart);
    // The long single-word title wraps inside the pane: no sideways overflow.
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    // Keyboard: every summary and link once, in reading order; the subheader is no stop.
    (canvasElement.querySelector('summary') as HTMLElement).focus();
    const stops = [document.activeElement!.textContent];
    for (let i = 0; i < 14; i += 1) {
      await userEvent.tab();
      stops.push(document.activeElement!.textContent);
    }
    await expect(stops).toEqual([
      'Test: pages.js',
      'First-level child 1',
      'First-level child 2',
      'Second-level child',
      'Subheader divider',
      'Second-level child parent',
      'Third-level child',
      'Fourth-level child',
      'Pro planP',
      'New featureNew',
      'Planned featurePlanned',
      'Unstable featurePreview',
      'Beta featureBeta',
      'Legacy featureLegacy',
      'OverflowWithLongApiComponentP',
    ]);
  },
};
