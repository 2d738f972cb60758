import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { SearchButton } from '../../../src/components/search/SearchButton';
import { SiteSearch } from '../../../src/components/search/SiteSearch';
import { fakeBackends } from './fakeBackend';

const meta = {
  title: 'Shell/Search/SearchButton',
  component: SearchButton,
  args: { onClick: fn() },
} satisfies Meta<typeof SearchButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ctrl K outside Apple platforms (this browser's). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toHaveTextContent('Ctrl K');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** ⌘K on macOS and iOS. */
export const ApplePlatform: Story = {
  args: { apple: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toHaveTextContent('⌘K');
  },
};

/** The button as the app bar wires it: Ctrl+K from the page opens the dialog; Escape closes it and focus goes to the button. */
export const OpensWithShortcut: Story = {
  tags: ['test-procedure'],
  parameters: { screenshot: false },
  render: () => (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <input aria-label="A field on the page" />
      <SiteSearch backend={fakeBackends.answering()} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'A field on the page' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('combobox', { name: 'Search the docs' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'button');
    await expect((await screen.findAllByRole('option')).length).toBe(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};
