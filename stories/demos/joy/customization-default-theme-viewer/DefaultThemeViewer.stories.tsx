import type { Meta, StoryObj } from '@storybook/react-vite';
import { extendTheme } from '@mui/joy/styles';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DefaultThemeViewer } from '../../../../src/components/joy/themeViewer/DefaultThemeViewer';

/**
 * The default theme viewer of /joy-ui/customization/default-theme-viewer: extendTheme() of the installed
 * @mui/joy as nested disclosure lists, with a light/dark choice, colour swatches and a filter.
 */
const meta = {
  title: 'Joy UI/Customization/Default Theme Viewer',
  component: DefaultThemeViewer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DefaultThemeViewer>;

export default meta;

type Story = StoryObj<typeof meta>;

// What the plays expect comes from the installed package too, not from a copy.
const installed = extendTheme().colorSchemes;
// Joy's ColorSystem type leaves out the shadow values each scheme carries at runtime.
const darkShadowOpacity = String((installed.dark as unknown as { shadowOpacity: string }).shadowOpacity);

const row = (root: HTMLElement, path: string) => root.querySelector<HTMLElement>(`li[data-path="${path}"]`);
const branch = (root: HTMLElement, path: string) => row(root, path)?.querySelector<HTMLButtonElement>(':scope > button') ?? null;
const filterBox = (root: HTMLElement) => within(root).getByRole('searchbox', { name: 'Filter keys and values' });
const status = (root: HTMLElement) => within(root).getByTestId('joy-theme-viewer-status');

/** First paint: only the top-level keys, every branch closed, the light scheme chosen. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(branch(canvasElement, 'palette')).toHaveAttribute('aria-expanded', 'false');
    await expect(branch(canvasElement, 'typography')).toHaveAttribute('aria-expanded', 'false');
    await expect(row(canvasElement, 'cssVarPrefix')).toHaveTextContent("cssVarPrefix: 'joy'");
    await expect(row(canvasElement, 'palette.primary')).toBeNull();
    await expect(status(canvasElement)).toHaveTextContent('light scheme');
  },
};

/** palette › primary opened, by a click and by the keyboard: the 500 token with its swatch. */
export const ExpandedPath: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(branch(canvasElement, 'palette')!);
    await expect(branch(canvasElement, 'palette')).toHaveAttribute('aria-expanded', 'true');
    const primary = branch(canvasElement, 'palette.primary')!;
    primary.focus();
    await userEvent.keyboard('{Enter}');
    await expect(primary).toHaveAttribute('aria-expanded', 'true');
    const token = row(canvasElement, 'palette.primary.500')!;
    await expect(token).toHaveTextContent(`500: '${installed.light.palette.primary[500]}'`);
    await expect(token.querySelector('[data-swatch]')).toHaveStyle({ backgroundColor: 'rgb(11, 107, 203)' });
    // The list a button opens is the one it controls.
    await expect(document.getElementById(primary.getAttribute('aria-controls')!)).toContainElement(token);
    // Space closes it again.
    await userEvent.keyboard(' ');
    await expect(primary).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(row(canvasElement, 'palette.primary.500')).toBeVisible();
  },
};

/** The dark scheme: its palette at the top level (Joy's dark tokens), its shadow opacity. */
export const Dark: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Dark' }));
    await expect(row(canvasElement, 'shadowOpacity')).toHaveTextContent(`shadowOpacity: '${darkShadowOpacity}'`);
    await userEvent.click(branch(canvasElement, 'palette')!);
    await expect(row(canvasElement, 'palette.mode')).toHaveTextContent("mode: 'dark'");
    await userEvent.click(branch(canvasElement, 'palette.primary')!);
    const plain = row(canvasElement, 'palette.primary.plainColor')!;
    await expect(plain).toHaveTextContent(`plainColor: '${installed.dark.palette.primary.plainColor}'`);
    // The swatch of a var() reference shows its fallback: primary 300 in dark.
    await expect(plain.querySelector('[data-swatch]')).toHaveAttribute('data-swatch', '#97C3F0');
    await expect(status(canvasElement)).toHaveTextContent('dark scheme');
  },
};

/** A filter keeps the matching entries with the keys that lead to them opened. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(filterBox(canvasElement), 'primary.softBg');
    await waitFor(() => expect(row(canvasElement, 'palette.primary.softBg')).toBeVisible());
    await expect(row(canvasElement, 'palette.primary.softBg')).toHaveTextContent(`softBg: '${installed.light.palette.primary.softBg}'`);
    await expect(branch(canvasElement, 'palette')).toHaveAttribute('aria-expanded', 'true');
    await expect(row(canvasElement, 'typography')).toBeNull();
    await expect(row(canvasElement, 'palette.primary.500')).toBeNull();
    // palette.…, colorSchemes.light.…, colorSchemes.dark.… and vars.palette.primary.softBg.
    await expect(status(canvasElement)).toHaveTextContent('4 values match “primary.softBg” in the light scheme.');
  },
};

/** Text that nothing contains: a sentence says so and suggests what to try, and no list is left. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(filterBox(canvasElement), 'tangerine');
    await expect(status(canvasElement)).toHaveTextContent('No key or value of the light scheme contains “tangerine”.');
    await expect(within(canvasElement).queryByRole('list', { name: /Joy's default theme/ })).toBeNull();
  },
};
