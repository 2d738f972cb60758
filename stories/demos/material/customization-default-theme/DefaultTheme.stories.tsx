import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTheme } from '@mui/material/styles';
import { expect, userEvent, within } from 'storybook/test';
import DefaultThemeViewer from './DefaultThemeViewer';

/** The theme `createTheme()` of the installed Material UI returns, light and dark, as an expandable tree. */
const meta = {
  title: 'Material UI/Customization/Default theme viewer',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const installed = { light: createTheme(), dark: createTheme({ palette: { mode: 'dark' } }) };
const row = (root: HTMLElement, scheme: string, path: string) =>
  root.querySelector<HTMLElement>(`section[data-scheme="${scheme}"] li[data-path="${path}"]`);
const shows = async (root: HTMLElement, scheme: 'light' | 'dark', path: string, value: unknown) =>
  expect(row(root, scheme, path)?.textContent).toBe(`${path.split('.').pop()}: ${JSON.stringify(value)}`);

export const Viewer: Story = {
  render: () => <DefaultThemeViewer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const scheme of ['light', 'dark'] as const) {
      // The light tree is the pre-rendered one; the switch shows the dark one instead.
      await userEvent.click(canvas.getByRole('button', { name: scheme === 'light' ? 'Light' : 'Dark' }));
      await expect(canvasElement.querySelectorAll('section[data-scheme]')).toHaveLength(1);
      const theme = installed[scheme];
      await shows(canvasElement, scheme, 'palette.mode', scheme);
      await shows(canvasElement, scheme, 'palette.primary.main', theme.palette.primary.main);
      await shows(canvasElement, scheme, 'palette.background.default', theme.palette.background.default);
      await shows(canvasElement, scheme, 'breakpoints.values.md', theme.breakpoints.values.md);
      await shows(canvasElement, scheme, 'breakpoints.values.xl', theme.breakpoints.values.xl);
      await shows(canvasElement, scheme, 'transitions.duration.standard', theme.transitions.duration.standard);
      await shows(canvasElement, scheme, 'zIndex.modal', theme.zIndex.modal);
      await expect(row(canvasElement, scheme, 'spacing.spacing(2)')?.textContent).toBe(`spacing(2): "${theme.spacing(2)}"`);
      await expect(row(canvasElement, scheme, 'spacing')?.querySelector('summary')).toHaveTextContent('spacing: function');
    }
    // The values of 7.2.0 themselves, so a change of defaults is seen too.
    await shows(canvasElement, 'dark', 'palette.primary.main', '#90caf9');
    await shows(canvasElement, 'dark', 'palette.background.default', '#121212');
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await shows(canvasElement, 'light', 'palette.primary.main', '#1976d2');
    await expect(row(canvasElement, 'light', 'spacing.spacing(2)')).toHaveTextContent('"16px"');

    // Filtering opens the ancestors of what matches, and only those.
    await expect(row(canvasElement, 'light', 'palette')!.querySelector('details')!.open).toBe(false);
    const filter = canvas.getByRole('textbox', { name: 'Filter by key or value' });
    await userEvent.click(filter);
    await userEvent.paste('primary.main');
    await expect(row(canvasElement, 'light', 'palette')!.querySelector('details')!.open).toBe(true);
    await expect(row(canvasElement, 'light', 'palette.primary.main')).toBeVisible();
    await expect(row(canvasElement, 'light', 'typography')).toBeNull();
    await userEvent.clear(filter);

    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(row(canvasElement, 'light', 'zIndex.tooltip')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(row(canvasElement, 'light', 'zIndex.tooltip')).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'createTheme()' })).toBeVisible();
  },
};
