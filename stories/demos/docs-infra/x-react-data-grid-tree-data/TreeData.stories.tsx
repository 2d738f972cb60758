import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RepositoryTree from './RepositoryTree';

const meta = {
  title: 'Docs-infra/Group & Pivot/Tree Data',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the tree whose name cell reads `name`. */
const rowNamed = (grid: HTMLElement, name: string) =>
  [...grid.querySelectorAll<HTMLElement>('[role="row"]')].find((row) => row.querySelector('[data-field="__tree_data_group__"]')?.textContent?.startsWith(name));

export const Repository: Story = {
  render: () => <RepositoryTree />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Repository files' });
    // The top level is expanded (defaultGroupingExpansionDepth 1): src's folders show, their files do not.
    await waitFor(() => expect(rowNamed(grid, 'components')).toBeDefined());
    await expect(within(grid).queryByText('SeatMap.tsx')).toBeNull();
    const components = rowNamed(grid, 'components')!;
    await userEvent.click(within(components).getByRole('button', { name: 'see children' }));
    await expect(await within(grid).findByText('SeatMap.tsx')).toBeVisible();
    await expect(within(rowNamed(grid, 'components')!).getByRole('button', { name: 'hide children' })).toBeVisible();
  },
};
