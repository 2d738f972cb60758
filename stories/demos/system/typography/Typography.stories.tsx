import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TypographyAlignTransform from './TypographyAlignTransform';
import TypographySystemProps from './TypographySystemProps';
import TypographyThemeKeys from './TypographyThemeKeys';
import TypographyVariants from './TypographyVariants';

/**
 * The typography utility: the `typography` key applies a variant of `theme.typography`, and the font keys
 * read named values from it (`fontWeightBold`, `fontSize`); alignment and letter case go to CSS as written.
 */
const meta = {
  title: 'MUI System/Style Utilities/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => <TypographyVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overline = getComputedStyle(canvas.getByText('Summer soups'));
    await expect(overline.fontSize).toBe('12px');
    await expect(overline.textTransform).toBe('uppercase');
    await expect(parseFloat(overline.lineHeight)).toBeCloseTo(12 * 2.66, 1);
    await expect(getComputedStyle(canvas.getByRole('heading', { name: 'Andalusian gazpacho' })).fontSize).toBe('20px');
    await expect(getComputedStyle(canvas.getByText(/No cooking/)).fontWeight).toBe('500');
    await expect(getComputedStyle(canvas.getByText(/Blend ripe tomatoes/)).fontSize).toBe('14px');
    await expect(getComputedStyle(canvas.getByText(/Adapted from/)).fontSize).toBe('12px');
  },
};

export const ThemeKeys: Story = {
  name: 'Values from the theme',
  render: () => <TypographyThemeKeys />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sample = (label: string) => getComputedStyle(canvas.getByText(label).nextElementSibling!);
    await expect(sample("fontWeight: 'fontWeightRegular'").fontWeight).toBe('400');
    // 'medium' is no key of the theme: it is tried again as fontWeightMedium.
    await expect(sample("fontWeight: 'medium'").fontWeight).toBe('500');
    await expect(sample("fontWeight: 'fontWeightBold'").fontWeight).toBe('700');
    // theme.typography.fontSize is 14, a number: Emotion adds px.
    await expect(sample("fontSize: 'fontSize'").fontSize).toBe('14px');
    await expect(sample("fontFamily: 'monospace'").fontFamily).toBe('monospace');
  },
};

export const AlignAndTransform: Story = {
  name: 'Alignment and letter case',
  render: () => <TypographyAlignTransform />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = getComputedStyle(canvas.getByText('Café Aurora'));
    await expect(name.textAlign).toBe('center');
    await expect(name.textTransform).toBe('uppercase');
    await expect(name.letterSpacing).toBe('2px');
    await expect(getComputedStyle(canvas.getByText('rua das flores 12, porto')).textTransform).toBe('capitalize');
    await expect(getComputedStyle(canvas.getByText('€4.80')).textAlign).toBe('end');
    await expect(parseFloat(getComputedStyle(canvas.getByText('€4.80').parentElement!).lineHeight)).toBeCloseTo(16 * 1.8, 1);
  },
};

export const SystemProps: Story = {
  render: () => <TypographySystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [withSx, withProps] = canvas.getAllByText('Your table is held for 15 minutes.');
    for (const note of [withSx!, withProps!]) {
      const style = getComputedStyle(note);
      await expect(style.fontSize).toBe('14px');
      await expect(style.fontWeight).toBe('700');
      await expect(style.textAlign).toBe('center');
    }
    // System props are moved into sx: they never reach the DOM as attributes.
    await expect(withProps).not.toHaveAttribute('typography');
    await expect(withProps).not.toHaveAttribute('textAlign');
  },
};
