import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import List from '@mui/material/List';
import { NavItem } from '../../src/components/nav/NavItem';
import type { NavIcon, Plan } from '../../src/nav/types';
import { NAV_ICON_GLYPHS } from '../../src/components/nav/NavIconGlyph';
import { homeDocsTree, templateStoreItem } from './fixtures';

const meta = {
  title: 'Shell/NavItem',
  component: NavItem,
  args: { item: { pathname: '/material-ui/react-button', title: 'Button' }, depth: 0 },
  decorators: [(Story) => <List sx={{ width: 280 }}><li><Story /></li></List>],
} satisfies Meta<typeof NavItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row's inputs as a designer thinks of them: a title, an icon, a depth and every flag as a switch. */
interface PlaygroundArgs {
  title: string;
  icon: NavIcon | 'none';
  depth: number;
  current: boolean;
  plan: Plan;
  newFeature: boolean;
  deprecated: boolean;
  planned: boolean;
  unstable: boolean;
  beta: boolean;
  legacy: boolean;
}

/** Every flag is a boolean control, the plan and the icon a choice; the row shows them as the side nav does. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { title: 'Data Grid', icon: 'none', depth: 1, current: false, plan: 'pro', newFeature: true, deprecated: false, planned: false, unstable: false, beta: false, legacy: false },
  argTypes: {
    plan: { control: 'inline-radio', options: ['community', 'pro', 'premium'] },
    icon: { control: 'select', options: ['none', ...Object.keys(NAV_ICON_GLYPHS)] },
    depth: { control: { type: 'range', min: 0, max: 3, step: 1 } },
    item: { table: { disable: true } },
  } as StoryObj<PlaygroundArgs>['argTypes'],
  render: ({ title, icon, depth, current, ...flags }) => (
    <NavItem item={{ pathname: '/material-ui/react-button', title, ...(icon !== 'none' && { icon }), ...flags }} depth={depth} current={current} />
  ),
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: new RegExp(args.title) });
    await expect(link).toBeVisible();
    await expect(within(canvasElement).queryByText('New') !== null).toBe(args.newFeature);
    await expect(link.querySelector('svg[data-nav-icon]')?.getAttribute('data-nav-icon') ?? 'none').toBe(args.icon);
  },
};

export const Plain: Story = {};
export const Current: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Button' })).toHaveAttribute('aria-current', 'page');
  },
};
export const NewFeature: Story = {
  args: { item: { pathname: '/material-ui/customization/css-layers', title: 'Cascade layers', newFeature: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};
export const Deprecated: Story = {
  args: { item: { pathname: '/material-ui/react-grid-legacy', title: 'GridLegacy', deprecated: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deprecated')).toBeVisible();
  },
};
export const Unstable: Story = {
  args: { item: { pathname: '/material-ui/design-resources/material-ui-sync', title: 'Figma Sync plugin', unstable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Preview')).toBeVisible();
  },
};
export const Planned: Story = { args: { item: { pathname: '/experiments/docs/first-level-child-5', title: 'Planned feature', planned: true } } };
export const Beta: Story = { args: { item: { pathname: '/experiments/docs/first-level-child-7', title: 'Beta feature', beta: true } } };
export const Legacy: Story = { args: { item: { pathname: '/experiments/docs/first-level-child-8', title: 'Legacy feature', legacy: true } } };
export const ProPlan: Story = {
  args: { item: { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Pro plan' })).toBeVisible();
  },
};
export const PremiumPlan: Story = {
  args: { item: { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Premium plan' })).toBeVisible();
  },
};
export const EveryFlagAtOnce: Story = {
  args: { item: { pathname: '/experiments/docs/everything', title: 'Everything', newFeature: true, beta: true, unstable: true, planned: true, legacy: true, deprecated: true, plan: 'pro' } },
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    // Display order of src/nav/flags.ts.
    const order = ['New', 'Beta', 'Preview', 'Planned', 'Legacy', 'Deprecated'].map((l) => text.indexOf(l));
    // Every label is there (a missing one would be -1 and still sort), in that order.
    await expect(order.every((i) => i >= 0)).toBe(true);
    await expect(order).toEqual([...order].sort((a, b) => a - b));
  },
};
export const Outbound: Story = {
  args: { item: { pathname: '/x/react-data-grid', title: 'Data Grid', linkProps: { href: 'https://mui.com/x/react-data-grid' } } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Data Grid/ });
    await expect(link).toHaveAttribute('href', 'https://mui.com/x/react-data-grid');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
export const Nested: Story = { args: { depth: 3, item: { pathname: '/experiments/docs/api/data-grid/data-grid', title: 'Fourth-level child' } } };

/** An icon is drawn before the title: inline SVG, hidden from assistive technology (the title names the link). */
const iconOf = (link: HTMLElement) => {
  const icon = link.querySelector('svg[data-nav-icon]');
  if (!icon) throw new Error('the link has no icon');
  return { icon, before: link.firstElementChild === icon, hidden: icon.getAttribute('aria-hidden') === 'true' };
};

/** Material UI's outbound template store link with its web icon. */
export const TemplateStore: Story = {
  args: { item: templateStoreItem },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Template store (opens another site)' });
    await expect(link).toHaveAttribute('target', '_blank');
    const { icon, before, hidden } = iconOf(link);
    await expect(icon).toHaveAttribute('data-nav-icon', 'WebIcon');
    await expect(before && hidden).toBe(true);
    await expect(icon.getBoundingClientRect().width).toBe(20);
  },
};

/** A Home docs entry: the reader icon, and the analytics attributes of its data. */
export const HomeDocsEntry: Story = {
  args: { item: homeDocsTree[0]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Templates (opens another site)' });
    await expect(link).toHaveAttribute('data-ga-event-category', 'store');
    const { icon, before, hidden } = iconOf(link);
    await expect(icon).toHaveAttribute('data-nav-icon', 'ReaderIcon');
    await expect(before && hidden).toBe(true);
  },
};
