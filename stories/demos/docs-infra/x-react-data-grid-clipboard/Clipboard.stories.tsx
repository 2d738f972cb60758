import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import CopySelectedRows from './CopySelectedRows';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Copy and paste',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses Ctrl+C on `target` and returns what the grid wrote with navigator.clipboard.writeText (stubbed for
 * the press: the runner's clipboard is not readable, and the original is put back). The grid recognises the
 * shortcut by `keyCode` (67), which user-event's key map leaves at 0, so the key press is fired with it.
 */
async function copyFrom(target: HTMLElement): Promise<string[]> {
  const written: string[] = [];
  const clipboard = navigator.clipboard;
  const original = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
  Object.defineProperty(clipboard, 'writeText', {
    configurable: true,
    value: (text: string) => {
      written.push(text);
      return Promise.resolve();
    },
  });
  try {
    fireEvent.keyDown(target, { key: 'c', code: 'KeyC', keyCode: 67, ctrlKey: true });
    await waitFor(() => expect(written.length).toBeGreaterThan(0));
  } finally {
    if (original) Object.defineProperty(clipboard, 'writeText', original);
    else delete (clipboard as { writeText?: unknown }).writeText;
  }
  return written;
}

/** The gridcells of the grid's row with this id. */
const rowOf = (grid: HTMLElement, id: number) =>
  waitFor(() => {
    const row = grid.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`);
    if (!row) throw new Error(`no row ${id}`);
    return row;
  });

export const SelectedRows: Story = {
  render: () => <CopySelectedRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Contacts' });
    const first = await rowOf(grid, 1);
    const second = await rowOf(grid, 2);
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Select row' }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Select row' }));
    const cellText = (row: HTMLElement, field: string) => row.querySelector(`[data-field="${field}"]`)!.textContent!;
    const expected = [first, second].map((row) => ['name', 'email', 'office'].map((field) => cellText(row, field)).join('\t')).join('\r\n');
    const [text] = await copyFrom(first.querySelector<HTMLElement>('[data-field="name"]')!);
    // Two rows, tab between cells, no header line.
    await expect(text).toBe(expected);
    await expect(await canvas.findByText('Copied to the clipboard:')).toBeVisible();
    await expect(canvas.getByTestId('copied-text').textContent).toBe(expected);
  },
};
