import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { SideNav } from '../../src/components/nav/SideNav';
import { flagTree } from './fixtures';

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
