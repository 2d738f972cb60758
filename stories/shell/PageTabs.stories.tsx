import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageTabs } from '../../src/components/page/PageTabs';

const meta = {
  title: 'Shell/PageTabs',
  component: PageTabs,
  args: { componentsHref: '/material-ui/react-button', apiHref: '/material-ui/react-button/components-api', current: 'components' },
} satisfies Meta<typeof PageTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the component page: its guide is the current tab. */
export const Components: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Page sections' });
    await expect(within(nav).getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Component API' })).toHaveAttribute('href', '/material-ui/react-button/components-api');
  },
};

/** On the "Component API" tab. */
export const ComponentApi: Story = {
  name: 'Component API',
  args: { current: 'api' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Page sections' });
    await expect(within(nav).getByRole('link', { name: 'Component API' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Components' })).not.toHaveAttribute('aria-current');
  },
};
