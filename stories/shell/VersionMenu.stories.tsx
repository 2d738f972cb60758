import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { VersionMenu } from '../../src/components/header/VersionMenu';
import { PRODUCTS, versionLinks } from '../../src/products/identity';

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
export const ChineseLanguagePrefix: Story = {
  args: { versions: versionLinks(PRODUCTS['material-ui'], 'zh'), defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'v5' })).toHaveAttribute('href', 'https://v5.mui.com/zh/material-ui/getting-started/');
  },
};
