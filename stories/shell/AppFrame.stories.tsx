import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import Typography from '@mui/material/Typography';
import { AppFrame } from '../../src/components/AppFrame';
import { CodeBlock } from '../../src/components/code/CodeBlock';
import { PRODUCTS } from '../../src/products/identity';
import { PROJECT_REPOSITORY } from '../../src/config/siteConfig';
import { flagTree, productEntries } from './fixtures';
import { inLanguage } from './language';

const meta = {
  title: 'Shell/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    products: productEntries,
    productId: 'docs-infra',
    versions: PRODUCTS['docs-infra'].versions,
    sidebar: flagTree,
    activePath: '/experiments/docs/first-level-child-4',
    sourceHref: PROJECT_REPOSITORY,
    breadcrumbs: [{ title: 'Docs-infra' }, { title: 'Feature flags' }, { title: 'New feature' }],
    toc: [
      { id: 'what-it-shows', text: 'What it shows', depth: 2 },
      { id: 'install', text: 'Install', depth: 2 },
    ],
    prev: { title: 'Pro plan', pathname: '/experiments/docs/first-level-child-3' },
    next: { title: 'Planned feature', pathname: '/experiments/docs/first-level-child-5' },
    editHref: `${PROJECT_REPOSITORY}/edit/main/site/content/experiments/docs/first-level-child-4.mdx`,
    children: (
      <>
        <Typography variant="h1">New feature</Typography>
        <Typography id="what-it-shows" variant="h2" sx={{ mt: 4 }}>What it shows</Typography>
        <Typography sx={{ my: 2 }}>A page flagged as new carries a green chip in the side navigation, so returning readers spot what changed since their last visit.</Typography>
        <Typography id="install" variant="h2" sx={{ mt: 4 }}>Install</Typography>
        <CodeBlock code="npm install @mui/material @emotion/react @emotion/styled" language="bash" />
      </>
    ),
  },
} satisfies Meta<typeof AppFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /New feature/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Edit this page' })).toBeVisible();
  },
};

export const SettingsOpen: Story = { args: { settingsOpen: true } };

/** Under md the side nav is a temporary drawer opened from the app bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.queryByRole('button', { name: 'Open navigation' });
    if (open && getComputedStyle(open).display !== 'none') {
      await userEvent.click(open);
      await expect(await screen.findByRole('link', { name: /Beta feature/ })).toBeVisible();
    }
  },
};

/** Chinese, a partial table: its words (目录, 编辑此页, 复制 …), English for the rest (one console warning per key). */
export const ChineseMissingTranslations: Story = {
  decorators: [inLanguage('zh')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The contents column shows from lg up (hidden in the runner's 1024 px): its title is there, translated.
    await expect(canvas.getByText('目录')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '编辑此页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制' })).toBeVisible();
    // No Chinese for these: English.
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '下一页: Planned feature' })).toBeVisible();
  },
};

/** A language with no table (fr): spec §8, an error in the console and "…" where each text goes. */
export const MissingLanguage: Story = {
  decorators: [inLanguage('fr')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('a[href$=".mdx"]')).toHaveAccessibleName('…');
    await expect(canvasElement.querySelector('.copy-label')).toHaveTextContent('…');
    await expect(canvas.getByRole('button', { name: '…: v0.0.0' })).toBeVisible();
    // Main navigation, breadcrumbs, previous/next.
    await expect(canvas.getAllByRole('navigation', { name: '…' }).length).toBeGreaterThanOrEqual(3);
    // The page's own text is not the frame's: untouched.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('New feature');
  },
};
