import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { computedColor } from '../../computedColor';
import SxChangedThemeKey from './SxChangedThemeKey';
import SxCustomKey from './SxCustomKey';
import SxDisabledMapping from './SxDisabledMapping';

/** `theme.unstable_sxConfig` in a nested ThemeProvider: a new sx key, a mapping removed, a theme key changed. */
const meta = {
  title: 'MUI System/Experimental APIs/Configure the sx prop',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const CustomKey: Story = {
  render: () => <SxCustomKey />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = [
      ['TP 1353 to Lisbon', 'warning'],
      ['IB 3101 to Madrid', 'success'],
      ['LH 2281 to Munich', 'error'],
    ];
    for (const [flight, tone] of expected) {
      const style = getComputedStyle(canvas.getByTestId(flight!));
      // The accent resolves through the palette; the stripe is on the inline-start side in either direction.
      const side = document.documentElement.dir === 'rtl' ? style.borderRightColor : style.borderLeftColor;
      await expect(side).toBe(computedColor(`var(--mui-palette-${tone}-main)`));
      await expect(style.borderTopColor).toBe(computedColor('var(--mui-palette-divider)'));
    }
  },
};

export const DisabledMapping: Story = {
  render: () => <SxDisabledMapping />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const themeRadius = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--mui-shape-borderRadius'));
    await expect(getComputedStyle(canvas.getByTestId('mapped')).borderTopLeftRadius).toBe(`${3 * themeRadius}px`);
    await expect(getComputedStyle(canvas.getByTestId('plain')).borderTopLeftRadius).toBe('3px');
  },
};

export const ChangedThemeKey: Story = {
  render: () => <SxChangedThemeKey />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // boxShadow: 2 is the brand scale's second step, not Material's shadows[2].
    await expect(getComputedStyle(canvas.getByTestId('elevation-2')).boxShadow).toBe('rgba(16, 24, 40, 0.28) 0px 4px 12px 0px');
    await expect(getComputedStyle(canvas.getByTestId('elevation-3')).boxShadow).toBe('rgba(16, 24, 40, 0.32) 0px 12px 28px 0px');
  },
};
