import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CssVarsTheme } from '@mui/material/styles';
import { createBrandTheme } from '../../../../src/theme/brandTheme';
import { computedAs, storyScheme } from '../../../computedCss';
import PaletteBackgrounds from './PaletteBackgrounds';
import PaletteSystemProps from './PaletteSystemProps';
import PaletteTextColors from './PaletteTextColors';

/**
 * The palette style utility: `color`, `bgcolor` and `backgroundColor` take a path into the theme's
 * palette ("primary.main", "text.secondary"), so a demo follows the colour scheme it is shown in.
 */
const meta = {
  title: 'MUI System/Style Utilities/Palette',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The site's theme, whose light and dark palettes the demos read (built with CSS variables, so it has colour schemes). */
const theme = createBrandTheme() as ReturnType<typeof createBrandTheme> & Pick<CssVarsTheme, 'colorSchemes'>;

/** The colour a palette path holds in the story's scheme, as the browser computes it. */
function paletteColour(globals: Record<string, unknown>, path: string): string {
  const palette = theme.colorSchemes[storyScheme(globals)]!.palette as unknown as Record<string, Record<string, string>>;
  const [group, key] = path.split('.') as [string, string];
  return computedAs('color', palette[group]![key]!);
}

export const TextColors: Story = {
  render: () => <PaletteTextColors />,
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent invoices' });
    await expect(getComputedStyle(within(list).getByText('Harbour Bakery')).color).toBe(paletteColour(globals, 'text.primary'));
    await expect(getComputedStyle(within(list).getByText('INV-2038 · €1,240.00')).color).toBe(paletteColour(globals, 'text.secondary'));
    for (const path of ['success.main', 'primary.main', 'error.main']) {
      const status = canvasElement.querySelector(`[data-tone="${path}"]`)!;
      await expect(getComputedStyle(status).color).toBe(paletteColour(globals, path));
    }
    // The two schemes really differ: the same path gives another colour in the other scheme.
    const other = storyScheme(globals) === 'light' ? 'dark' : 'light';
    await expect(paletteColour(globals, 'primary.main')).not.toBe(paletteColour({ theme: other }, 'primary.main'));
  },
};

export const Backgrounds: Story = {
  render: () => <PaletteBackgrounds />,
  play: async ({ canvasElement, globals }) => {
    const pass = within(canvasElement).getByRole('region', { name: 'Boarding pass' });
    const header = within(pass).getByTestId('pass-header');
    // bgcolor and backgroundColor both set background-color from the palette.
    await expect(getComputedStyle(header).backgroundColor).toBe(paletteColour(globals, 'primary.main'));
    await expect(getComputedStyle(header).color).toBe(paletteColour(globals, 'primary.contrastText'));
    const seat = within(pass).getByTestId('seat');
    await expect(getComputedStyle(seat).backgroundColor).toBe(paletteColour(globals, 'secondary.main'));
    await expect(getComputedStyle(pass).backgroundColor).toBe(paletteColour(globals, 'background.paper'));
  },
};

export const SystemProps: Story = {
  render: () => <PaletteSystemProps />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Due');
    await expect(getComputedStyle(status).color).toBe(paletteColour(globals, 'primary.main'));

    await userEvent.click(canvas.getByRole('button', { name: 'Overdue' }));
    await expect(canvas.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveTextContent('Overdue');
    await expect(getComputedStyle(status).color).toBe(paletteColour(globals, 'error.main'));
    await expect(getComputedStyle(status).borderTopColor).toBe(paletteColour(globals, 'error.main'));

    await userEvent.click(canvas.getByRole('button', { name: 'Paid' }));
    await expect(getComputedStyle(status).color).toBe(paletteColour(globals, 'success.main'));

    // Back to the first state, so that every mode's screenshot shows the same picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Due' }));
    await expect(status).toHaveTextContent('Due');
  },
};
