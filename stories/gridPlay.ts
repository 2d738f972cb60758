import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The cell of a field in the grid's row with this id, once the grid has rendered it (plays of Data Grid demos). */
export const cellOf = (grid: HTMLElement, id: number | string, field: string): Promise<HTMLElement> =>
  waitFor(() => {
    const cell = grid.querySelector<HTMLElement>(`[role="row"][data-id="${id}"] [data-field="${field}"]`);
    if (!cell) throw new Error(`no ${field} cell in row ${id}`);
    return cell;
  });

/**
 * Opens a column's menu from the keyboard and returns the menu once it is visible: focus the header, press Ctrl+Enter (the grid's
 * shortcut in useGridKeyboardNavigation). The header's menu button is CSS-hidden until a real :hover, which
 * synthetic pointer events do not set, so a click on it is not what a reader does.
 */
export async function openColumnMenu(grid: HTMLElement, column: string): Promise<HTMLElement> {
  within(grid).getByRole('columnheader', { name: column }).focus();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  const menu = await screen.findByRole('menu');
  // The menu grows in from opacity 0: wait until a reader can see it.
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}
