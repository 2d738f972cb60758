import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CalloutKinds from './CalloutKinds';

const meta = {
  title: 'Docs-infra/Components/Callouts',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  render: () => <CalloutKinds />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Notes, not alerts: read in place, never announced.
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
    const notes = canvas.getAllByRole('note');
    // Each starts with its word, so colour is not the only sign of its kind.
    await expect(notes.map((note) => note.querySelector('.MuiAlertTitle-root')?.textContent)).toEqual(['Note', 'Tip', 'Warning', 'Before you delete a client']);
    await expect(notes[2]).toHaveTextContent('Draft invoices are left out of the export until they are sent.');
  },
};
