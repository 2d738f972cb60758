import { waitFor } from 'storybook/test';

/** The cell of a field in the grid's row with this id, once the grid has rendered it (plays of Data Grid demos). */
export const cellOf = (grid: HTMLElement, id: number | string, field: string): Promise<HTMLElement> =>
  waitFor(() => {
    const cell = grid.querySelector<HTMLElement>(`[role="row"][data-id="${id}"] [data-field="${field}"]`);
    if (!cell) throw new Error(`no ${field} cell in row ${id}`);
    return cell;
  });
