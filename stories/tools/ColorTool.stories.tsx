import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorTool } from '../../src/components/color/ColorTool';

/**
 * The colour tool of the Color page: primary and secondary from the Material palette or typed, the
 * palette MUI's augmentColor derives, real components themed with it and the `createTheme` code.
 * A value MUI rejects shows MUI's own message beside the field and the last valid palette stays.
 */
const meta = {
  title: 'Material UI/Customization/Color',
  component: ColorTool,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorTool>;

export default meta;

type Story = StoryObj<typeof meta>;
type Slot = 'Primary' | 'Secondary';

const unsupported = (color: string) =>
  `MUI: Unsupported \`${color}\` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().`;

const region = (canvasElement: HTMLElement, slot: Slot) => within(within(canvasElement).getByRole('region', { name: slot }));
const derived = (canvasElement: HTMLElement, slot: Slot, key: 'main' | 'light' | 'dark' | 'contrastText') =>
  within(canvasElement).getByTestId(`${slot.toLowerCase()}-palette`).querySelector(`[data-key="${key}"]`)?.textContent;
const code = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Theme code' })).getByRole('code').textContent ?? '';

/** Replaces the field's text (pasted: a 10 kB value typed key by key would take minutes) and applies it. */
async function apply(canvasElement: HTMLElement, slot: Slot, text: string) {
  const slotRegion = region(canvasElement, slot);
  const input = slotRegion.getByRole('textbox', { name: `${slot} colour` });
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
  await expect(input).toHaveValue(text);
  await userEvent.click(slotRegion.getByRole('button', { name: 'Apply' }));
}

/** The default palette is still shown and the field is marked invalid. */
async function expectDefaultKept(canvasElement: HTMLElement, slot: Slot) {
  await expect(derived(canvasElement, slot, 'main')).toBe(slot === 'Primary' ? '#1976d2' : '#9c27b0');
  await expect(region(canvasElement, slot).getByRole('textbox', { name: `${slot} colour` })).toHaveAttribute('aria-invalid', 'true');
  await expect(within(canvasElement).getByTestId('themed-preview')).toBeVisible();
}

const muiError = (canvasElement: HTMLElement, slot: Slot) => region(canvasElement, slot).getByTestId('mui-error').textContent;
const unpaintable = (canvasElement: HTMLElement) => region(canvasElement, 'Primary').getByTestId('mui-unpaintable');

/** MUI's default theme colours: blue 700 and purple 500, picked in the swatches. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(derived(canvasElement, 'Primary', 'main')).toBe('#1976d2');
    await expect(derived(canvasElement, 'Primary', 'light')).toBe('rgb(71, 145, 219)');
    await expect(derived(canvasElement, 'Primary', 'dark')).toBe('rgb(17, 82, 147)');
    await expect(derived(canvasElement, 'Secondary', 'main')).toBe('#9c27b0');
    await expect(region(canvasElement, 'Primary').getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(region(canvasElement, 'Primary').getByRole('radio', { name: 'Blue 700' })).toBeChecked();
    await expect(code(canvasElement)).toContain('primary: { main: blue[700] },');
    await expect(code(canvasElement)).toContain("import { blue, purple } from '@mui/material/colors';");
  },
};

/** A click on a hue, then on a shade, applies at once and rewrites the code. */
export const PickedHueAndShade: Story = {
  play: async ({ canvasElement }) => {
    const primary = region(canvasElement, 'Primary');
    await userEvent.click(primary.getByRole('radio', { name: 'Teal' }));
    // The shade stays 700 when the hue changes.
    await expect(derived(canvasElement, 'Primary', 'main')).toBe('#00796b');
    await userEvent.click(primary.getByRole('radio', { name: 'Teal 800' }));
    await expect(derived(canvasElement, 'Primary', 'main')).toBe('#00695c');
    await expect(primary.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#00695c');
    await expect(code(canvasElement)).toContain('primary: { main: teal[800] },');
    // The button's background-color has a transition: wait for it to end.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Add to basket' })).toHaveStyle({ backgroundColor: 'rgb(0, 105, 92)' }));
  },
};

/** The swatches are radio buttons: the arrow keys move along a group and pick. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement }) => {
    const secondary = region(canvasElement, 'Secondary');
    secondary.getByRole('radio', { name: 'Purple' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(secondary.getByRole('radio', { name: 'Deep purple' })).toBeChecked();
    await expect(derived(canvasElement, 'Secondary', 'main')).toBe('#673ab7');
    await expect(code(canvasElement)).toContain('secondary: { main: deepPurple[500] },');
  },
};

/** A typed hsl() value is applied with the button; MUI derives light and dark with tonalOffset 0.2. */
export const TypedValidValue: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Primary', 'hsl(160, 60%, 30%)');
    await expect(derived(canvasElement, 'Primary', 'main')).toBe('hsl(160, 60%, 30%)');
    await expect(derived(canvasElement, 'Primary', 'light')).toBe('hsl(160, 60%, 44%)');
    await expect(derived(canvasElement, 'Primary', 'dark')).toBe('hsl(160, 60%, 21%)');
    await expect(derived(canvasElement, 'Primary', 'contrastText')).toBe('#fff');
    await expect(region(canvasElement, 'Primary').queryByRole('radio', { checked: true })).toBeNull();
    await expect(code(canvasElement)).toContain("primary: { main: 'hsl(160, 60%, 30%)' },");
  },
};

/** Empty: MUI's "Unsupported" error, word for word, beside the field. */
export const ErrorEmpty: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Primary', '');
    await expect(muiError(canvasElement, 'Primary')).toBe(unsupported(''));
    await expectDefaultKept(canvasElement, 'Primary');
  },
};

/** `#12`: MUI throws nothing but derives NaN channels; the tool says so and keeps the palette. */
export const ErrorShortHex: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Primary', '#12');
    await expect(unpaintable(canvasElement)).toHaveTextContent('light rgb(64, 78, NaN), dark rgb(11, 23, NaN)');
    await expectDefaultKept(canvasElement, 'Primary');
  },
};

/** `rgb(300,0)`: two channels, so MUI's light and dark have a NaN third channel. */
export const ErrorRgbTwoChannels: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Primary', 'rgb(300,0)');
    await expect(unpaintable(canvasElement)).toHaveTextContent('light rgb(291, 51, NaN), dark rgb(210, 0, NaN)');
    await expectDefaultKept(canvasElement, 'Primary');
  },
};

/** `hsl(x)`: no numbers at all. */
export const ErrorHslNotANumber: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Primary', 'hsl(x)');
    await expect(unpaintable(canvasElement)).toHaveTextContent('light hsl(NaN, undefined%, NaN%), dark hsl(NaN, undefined%, NaN%)');
    await expectDefaultKept(canvasElement, 'Primary');
  },
};

/** A 10 kB string: MUI quotes all of it; the message scrolls in its box and the page keeps its layout. */
export const ErrorTenKilobytes: Story = {
  play: async ({ canvasElement }) => {
    const long = 'deep sea blue '.repeat(732).slice(0, 10 * 1024);
    await apply(canvasElement, 'Primary', long);
    await expect(muiError(canvasElement, 'Primary')).toBe(unsupported(long));
    await expectDefaultKept(canvasElement, 'Primary');
    const box = region(canvasElement, 'Primary').getByTestId('mui-error');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};

/** A colour object with neither `main` nor `500`: augmentColor's own error, naming the palette colour. */
export const ErrorObjectWithoutMain: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Secondary', '{"light": "#e1bee7", "dark": "#4a148c"}');
    await expect(muiError(canvasElement, 'Secondary')).toBe(
      'MUI: The color (secondary) provided to augmentColor(color) is invalid.\nThe color object needs to have a `main` property or a `500` property.',
    );
    await expectDefaultKept(canvasElement, 'Secondary');
  },
};

/** After an error, a valid value clears the message and is applied. */
export const RecoversAfterError: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'Secondary', 'color(rgb 1 0 0)');
    await expect(muiError(canvasElement, 'Secondary')).toMatch(/^MUI: unsupported `rgb` color space\./);
    await apply(canvasElement, 'Secondary', '{"main": "#ad1457"}');
    await expect(region(canvasElement, 'Secondary').queryByRole('alert')).toBeNull();
    await expect(derived(canvasElement, 'Secondary', 'main')).toBe('#ad1457');
    await expect(code(canvasElement)).toContain("secondary: { main: '#ad1457' },");
  },
};

/** The preview follows the page's colour scheme (the runner shows every story in light and dark). */
export const FollowsColourScheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dark = document.documentElement.dataset.sbGlobals?.startsWith('dark') ?? false;
    // The docs theme applies the scheme in an effect: the preview follows one render later.
    await waitFor(() => expect(within(canvasElement).getByTestId('themed-preview')).toHaveAttribute('data-mode', dark ? 'dark' : 'light'));
  },
};
