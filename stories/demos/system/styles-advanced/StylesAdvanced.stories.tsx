import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { computedColor, rootVariable } from '../../computedColor';
import NestedThemePromo from './NestedThemePromo';
import RevealOnHoverRow from './RevealOnHoverRow';

/**
 * Replacements for the advanced `@mui/styles` features: theme nesting with a nested ThemeProvider,
 * and JSS's `$rule` references as nested selectors of `styled()`.
 */
const meta = {
  title: 'MUI System/Styles/Advanced',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const NestedTheme: Story = {
  render: () => <NestedThemePromo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The inner theme wrote its own variables beside the app's, in the current colour scheme.
    await waitFor(() => expect(rootVariable('--promo-palette-primary-main')).not.toBe(''));
    const outer = getComputedStyle(canvas.getByTestId('outer-button')).backgroundColor;
    const promo = getComputedStyle(canvas.getByTestId('promo-button')).backgroundColor;
    await expect(outer).toBe(computedColor('var(--mui-palette-primary-main)'));
    await expect(promo).toBe(computedColor('var(--promo-palette-primary-main)'));
    await expect(promo).not.toBe(outer);
    // The inner theme's shape: 16px corners on its Paper.
    await expect(getComputedStyle(canvas.getByTestId('promo')).borderTopLeftRadius).toBe('16px');
  },
};

export const NestedSelectors: Story = {
  render: () => <RevealOnHoverRow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edit Chickpea curry' });
    const actions = edit.parentElement!;
    await expect(getComputedStyle(actions).opacity).toBe('0');
    // Keyboard focus inside the row reveals its buttons (the :focus-within rule).
    edit.focus();
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
    const other = canvas.getByRole('button', { name: 'Edit Lemon risotto' }).parentElement!;
    await expect(getComputedStyle(other).opacity).toBe('0');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete Chickpea curry' })).toHaveFocus();
  },
};
