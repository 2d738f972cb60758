import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { SearchDialog } from '../../../src/components/search/SearchDialog';
import { fakeBackends } from './fakeBackend';

/**
 * Every state of the search dialog over a fake backend. Debounce and indicator delays are 0 and
 * the fakes answer at once, so each state is reached before the screenshot, in every mode.
 */
const meta = {
  title: 'Shell/Search/SearchDialog',
  component: SearchDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: () => {}, backend: fakeBackends.answering(), debounceMs: 0, slowAfterMs: 0 },
} satisfies Meta<typeof SearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: a short hint. */
export const Empty: Story = {
  play: async () => {
    const field = await screen.findByRole('combobox', { name: 'Search the docs' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByText(/Type a word or two/)).toBeVisible();
  },
};

/** A query the engine has not answered yet: the progress bar and "Searching…". */
export const Typing: Story = {
  args: { backend: fakeBackends.pending(), initialQuery: 'butt' },
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Searching…' })).toBeVisible();
    await expect(screen.getByText('Searching…', { selector: 'p' })).toBeVisible();
  },
};

/** Results grouped by product (best group first), the first one active, the matched words marked. */
export const Results: Story = {
  args: { initialQuery: 'button' },
  play: async () => {
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(screen.getAllByRole('group').map((g) => g.firstElementChild?.textContent)).toEqual(['Material UI', 'Joy UI', 'MUI System']);
    await expect(screen.getByRole('group', { name: 'Joy UI' })).toContainElement(options[3]!);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const field = screen.getByRole('combobox');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    // Escaped angle brackets come back as text, never as an element.
    await expect(options[1]).toHaveTextContent('the <button> element it renders');
    await expect(options[1]!.querySelector('button')).toBeNull();
  },
};

/** ArrowDown/ArrowUp/End/Home move the active result; the pointer does too. */
export const KeyboardNavigation: Story = {
  tags: ['test-procedure'],
  args: { initialQuery: 'button' },
  parameters: { screenshot: false },
  play: async () => {
    const options = await screen.findAllByRole('option');
    const field = screen.getByRole('combobox');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[4]!.id);
    await userEvent.keyboard('{Home}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.hover(options[3]!);
    await expect(field).toHaveAttribute('aria-activedescendant', options[3]!.id);
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'nothing like this' },
  play: async () => {
    await expect(await screen.findByText(/Nothing on these pages matches “nothing like this”/, { selector: 'p' })).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The index could not be loaded (offline before search was first used): say so, offer a retry. */
export const Offline: Story = {
  args: { backend: fakeBackends.offline(), initialQuery: 'button' },
  play: async () => {
    await expect(await screen.findByText(/isn't available offline yet/, { selector: 'p' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The index loaded, then a query failed: say so, offer a retry. */
export const SearchError: Story = {
  args: { backend: fakeBackends.failing(), initialQuery: 'button' },
  play: async () => {
    await expect(await screen.findByText(/Something went wrong/, { selector: 'p' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
