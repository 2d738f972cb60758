import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RecipeColumns from './RecipeColumns';

const meta = {
  title: 'Docs-infra/Columns/Column Ordering',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header names from left to right. */
const headerOrder = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
    .map((header) => header.textContent);

/** The part of a header that the grid makes draggable. */
const draggable = (header: HTMLElement) => header.querySelector<HTMLElement>('[draggable="true"]');

export const Recipes: Story = {
  render: () => <RecipeColumns />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Recipes' });
    const header = (name: string) => within(grid).getByRole('columnheader', { name });
    await waitFor(() => expect(headerOrder(grid)).toEqual(['Recipe', 'Cuisine', 'Course', 'Prep (min)', 'Calories', 'Rating']));
    // disableReorder: the Recipe header is not draggable; the others are.
    await expect(draggable(header('Recipe'))).toBeNull();
    const cuisine = draggable(header('Cuisine'))!;
    await expect(cuisine).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Drag a column header (except Recipe) to a new place.');
    // The API moves a column (setColumnIndex does not call onColumnOrderChange: the demo writes its own message).
    await userEvent.click(canvas.getByRole('button', { name: 'Move Rating next to Recipe' }));
    await waitFor(() => expect(headerOrder(grid)).toEqual(['Recipe', 'Rating', 'Cuisine', 'Course', 'Prep (min)', 'Calories']));
    await expect(canvas.getByRole('status')).toHaveTextContent('Rating moved to position 2 by setColumnIndex.');
  },
};
