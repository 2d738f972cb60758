import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { VersionMenu } from '../../src/components/header/VersionMenu';
import { PRODUCTS } from '../../src/products/identity';
import { inLanguage } from './language';

const meta = {
  title: 'Shell/VersionMenu',
  component: VersionMenu,
  args: { versions: PRODUCTS['material-ui'].versions, allVersionsHref: 'https://mui.com/versions/' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, height: 320 }}><Story /></div>],
} satisfies Meta<typeof VersionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const current = await screen.findByRole('menuitem', { name: /v7\.2\.0/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(screen.getByRole('menuitem', { name: 'v6' })).toHaveAttribute('href', 'https://v6.mui.com/material-ui/getting-started/');
  },
};
export const OpensOnClick: Story = {
  tags: ['test-procedure'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Version: v7\.2\.0/ }));
    await expect(await screen.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
  parameters: { screenshot: false },
};
export const JoyUiSingleVersion: Story = { name: 'Joy UI, single version', args: { versions: PRODUCTS['joy-ui'].versions, allVersionsHref: undefined, defaultOpen: true } };
/** Chinese (a partial table): the links carry /zh/, the label is translated, "current" falls back to English. */
export const ChineseLanguagePrefix: Story = {
  args: { defaultOpen: true },
  decorators: [inLanguage('zh')],
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('menuitem', { name: 'v7.2.0 (current)' })).toHaveAttribute('href', '/zh/material-ui/getting-started');
    await expect(screen.getByRole('menuitem', { name: 'v5' })).toHaveAttribute('href', 'https://v5.mui.com/zh/material-ui/getting-started/');
    await expect(within(canvasElement).getByRole('button', { hidden: true })).toHaveAccessibleName('版本: v7.2.0');
  },
};
/** A language with no table (fr): prefixed links, and the spec's ellipsis for every text. */
export const MissingLanguage: Story = {
  args: { defaultOpen: true },
  decorators: [inLanguage('fr')],
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('menuitem', { name: 'v7.2.0 (…)' })).toHaveAttribute('href', '/fr/material-ui/getting-started');
    await expect(within(canvasElement).getByRole('button', { hidden: true })).toHaveAccessibleName('…: v7.2.0');
  },
};
