import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { JoyThemeBuilder } from '../../../../src/components/joy/themeBuilder/JoyThemeBuilder';

/**
 * The theme builder of /joy-ui/customization/theme-builder: a seed colour per palette gives its 50–900
 * tokens, Joy components show them live, and the extendTheme code is ready to copy. A value MUI cannot
 * read shows a message beside its field and the last valid theme stays applied.
 */
const meta = {
  title: 'Joy UI/Customization/Theme Builder',
  component: JoyThemeBuilder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JoyThemeBuilder>;

export default meta;

type Story = StoryObj<typeof meta>;

const PURPLE = '#7b1fa2';
const field = (root: HTMLElement, name: string) => within(root).getByRole('textbox', { name: `${name} 500 (seed colour)` });
const message = (root: HTMLElement, palette: string) => within(root).getByTestId(`${palette}-message`);
const token = (root: HTMLElement, palette: string, step: string) => within(root).getByTestId(`${palette}-tokens`).querySelector(`[data-token="${step}"]`)?.getAttribute('data-value');
const code = (root: HTMLElement) => within(within(root).getByRole('region', { name: 'Theme code' })).getByRole('code').textContent ?? '';
/** The preview's solid primary button; its background has a transition, so callers wait for it. */
const solidPrimary = (root: HTMLElement) => within(root).getByRole('button', { name: 'Primary solid' });

/** Replaces a field's text the way a reader pastes a value. */
async function enter(root: HTMLElement, name: string, text: string) {
  const input = field(root, name);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  await expect(input).toHaveValue(text);
}

/** Joy's own palettes: each field holds the installed default 500 and the code is a plain extendTheme(). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Primary')).toHaveValue('#0B6BCB');
    await expect(field(canvasElement, 'Danger')).toHaveValue('#C41C1C');
    await expect(token(canvasElement, 'primary', '50')).toBe('#EDF5FD');
    await expect(message(canvasElement, 'primary')).toHaveTextContent("Joy's default scale.");
    await expect(solidPrimary(canvasElement)).toHaveStyle({ backgroundColor: 'rgb(11, 107, 203)' });
    await expect(code(canvasElement)).toContain('const theme = extendTheme();');
  },
};

/** A new seed applies at once: ten tokens, the preview's primary components, the code. */
export const EditedColorApplied: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'Primary', PURPLE);
    await expect(token(canvasElement, 'primary', '500')).toBe(PURPLE);
    await expect(token(canvasElement, 'primary', '50')).toBe('#f7f1f9');
    await expect(token(canvasElement, 'primary', '900')).toBe('#1b0623');
    await expect(message(canvasElement, 'primary')).toHaveTextContent(`Scale generated from ${PURPLE}. White text on it: 8.2:1.`);
    await waitFor(() => expect(solidPrimary(canvasElement)).toHaveStyle({ backgroundColor: 'rgb(123, 31, 162)' }));
    // The other palettes are untouched.
    await expect(within(canvasElement).getByRole('button', { name: 'Danger solid' })).toHaveStyle({ backgroundColor: 'rgb(196, 28, 28)' });
    await expect(code(canvasElement)).toContain(`  500: '${PURPLE}',`);
    await expect(code(canvasElement)).toContain('    light: { palette: { primary } },');
  },
};

/** A colour name MUI cannot read: MUI's message beside the field, the field invalid, the last valid theme kept. */
export const InvalidValueMessage: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'Primary', PURPLE);
    await enter(canvasElement, 'Primary', 'teal');
    await expect(message(canvasElement, 'primary')).toHaveTextContent('Not applied: MUI: Unsupported `teal` color.');
    await expect(message(canvasElement, 'primary')).toHaveTextContent(`The palette keeps ${PURPLE}.`);
    await expect(field(canvasElement, 'Primary')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(canvasElement, 'Primary')).toHaveAccessibleDescription(expect.stringContaining('Unsupported `teal` color') as string));
    await expect(token(canvasElement, 'primary', '500')).toBe(PURPLE);
    await waitFor(() => expect(solidPrimary(canvasElement)).toHaveStyle({ backgroundColor: 'rgb(123, 31, 162)' }));
    await expect(code(canvasElement)).not.toContain('teal');
    // A value MUI parses without an error but that no browser can paint is refused too.
    await enter(canvasElement, 'Success', '#12');
    await expect(message(canvasElement, 'success')).toHaveTextContent("channels are not a colour a browser can paint. The palette keeps Joy's default.");
  },
};

/** The copy button of the code puts exactly the code shown on the clipboard. */
export const CopyCodeContent: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'Warning', 'hsl(32, 90%, 30%)');
    const shown = code(canvasElement);
    await expect(shown).toContain("  500: 'hsl(32, 90%, 30%)',");
    await expect(shown).toContain('    dark: { palette: { warning } },');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const region = within(within(canvasElement).getByRole('region', { name: 'Theme code' }));
      await userEvent.click(region.getByRole('button', { name: 'Copy' }));
      await expect(writeText).toHaveBeenCalledWith(shown);
      await expect(region.getByRole('button', { name: 'Copied' })).toBeVisible();
      // The button says Copied for 2 s; the screenshot is of the state a reader comes back to.
      await waitFor(() => expect(region.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: 4000 });
    } finally {
      writeText.mockRestore();
    }
  },
};
