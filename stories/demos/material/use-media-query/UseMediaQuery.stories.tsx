import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import UseMediaQueryBreakpoints from './UseMediaQueryBreakpoints';
import UseMediaQueryPreferences from './UseMediaQueryPreferences';
import UseMediaQueryToolbar from './UseMediaQueryToolbar';

/**
 * useMediaQuery is a React hook that tells a component whether a CSS media query matches, such as a theme
 * breakpoint or a user preference like reduced motion, and updates when it changes. It is a hook, not a
 * component, so the stories show components that adapt with it.
 */
const meta = {
  title: 'Material UI/Utils/useMediaQuery',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** What the window reports right now, so the assertions hold at any viewport size. */
const matches = (element: Element, query: string) =>
  element.ownerDocument.defaultView?.matchMedia(query).matches ?? false;

export const Breakpoints: Story = {
  render: () => <UseMediaQueryBreakpoints />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Theme breakpoints' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(4);
    const widths = [600, 900, 1200, 1536];
    for (const [index, row] of rows.entries()) {
      const expected = matches(canvasElement, `(min-width: ${widths[index]}px)`);
      await expect(row).toHaveTextContent(expected ? 'Matches' : 'No match');
    }
  },
};

export const ResponsiveToolbar: Story = {
  render: () => <UseMediaQueryToolbar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Message actions' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    const compact = matches(canvasElement, '(max-width: 899.95px)');
    // Icon buttons on narrow screens, labelled buttons on wide ones: the names stay the same.
    for (const name of ['Archive', 'Mark as read', 'Delete']) {
      await expect(within(group).getByRole('button', { name })).toBeVisible();
    }
    await expect(buttons[0]).toHaveClass(compact ? 'MuiIconButton-root' : 'MuiButton-root');
    await expect(
      canvas.getByText(compact ? /^Compact toolbar/ : /^Full toolbar/),
    ).toBeVisible();
  },
};

export const Preferences: Story = {
  render: () => <UseMediaQueryPreferences />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queries = [
      '(prefers-reduced-motion: reduce)',
      '(prefers-color-scheme: dark)',
      '(orientation: landscape)',
    ];
    for (const query of queries) {
      const row = canvas.getByText(query).closest('li');
      if (!row) {
        throw new Error(`No row for ${query}`);
      }
      await expect(within(row).getByText(/^(Yes|No)$/)).toHaveTextContent(
        matches(canvasElement, query) ? 'Yes' : 'No',
      );
    }
  },
};
