import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atLeast, resolvedColor, themeLength } from '../../systemStyleChecks';
import PropertiesResponsiveValues from './PropertiesResponsiveValues';
import PropertiesSxAndSystemProps from './PropertiesSxAndSystemProps';
import PropertiesThemeLookups from './PropertiesThemeLookups';

/**
 * A system property is a style key that MUI System knows: `sx` (and, deprecated, a prop of Box) takes it,
 * looks its value up in the theme where it has a theme key, and accepts one value per breakpoint.
 */
const meta = {
  title: 'MUI System/Style Utilities/Properties',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const STYLES = ['padding', 'borderTopWidth', 'borderTopStyle', 'borderTopColor', 'borderRadius', 'backgroundColor', 'minWidth'] as const;

export const SxAndSystemProps: Story = {
  render: () => <PropertiesSxAndSystemProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withSx = getComputedStyle(canvas.getByRole('region', { name: 'Styled with sx' }));
    const withProps = getComputedStyle(canvas.getByRole('region', { name: 'Styled with system props' }));
    // The two ways write the same CSS, key for key.
    for (const property of STYLES) await expect(withProps[property], property).toBe(withSx[property]);
    // p={2}: two theme spacing units of 8 px; border={1}: "1px solid".
    await expect(withSx.padding).toBe('16px');
    await expect(withSx.borderTopWidth).toBe('1px');
    await expect(withSx.borderTopStyle).toBe('solid');
  },
};

export const ResponsiveValues: Story = {
  render: () => <PropertiesResponsiveValues />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Trip stops' });
    const style = getComputedStyle(list);
    // The value of the widest breakpoint the window has reached applies (sm 600 px, md 900 px).
    const padding = atLeast(900) ? '24px' : atLeast(600) ? '16px' : '8px';
    await expect(style.paddingTop).toBe(padding);
    await expect(style.flexDirection).toBe(atLeast(600) ? 'row' : 'column');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ThemeLookups: Story = {
  render: () => <PropertiesThemeLookups />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Lemon and thyme roast chicken' });
    const style = getComputedStyle(card);
    // borderRadius: 1 is one theme.shape.borderRadius; boxShadow: 2 is theme.shadows[2].
    await expect(style.borderTopLeftRadius).toBe(`${themeLength(card, '--mui-shape-borderRadius')}px`);
    await expect(style.boxShadow).not.toBe('none');
    await expect(style.backgroundColor).toBe(resolvedColor(card, 'var(--mui-palette-background-paper)'));
    // color: 'primary.main' is the palette's colour, not the string "primary.main".
    await expect(getComputedStyle(canvas.getByText('Recipe of the week')).color).toBe(resolvedColor(card, 'var(--mui-palette-primary-main)'));
    await expect(getComputedStyle(canvas.getByText('Recipe of the week')).textTransform).toBe('uppercase');
  },
};
