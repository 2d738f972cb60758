import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ThemingBrandTheme from './ThemingBrandTheme';
import ThemingCssVariables from './ThemingCssVariables';
import ThemingNestedThemes from './ThemingNestedThemes';

/** Customizing the theme: a brand theme made with createTheme, a nested theme, and a theme with CSS variables. */
const meta = {
  title: 'Material UI/Customization/Customizing the theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const BrandTheme: Story = {
  render: () => <ThemingBrandTheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subscribe = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(getComputedStyle(subscribe).backgroundColor).toBe('rgb(94, 53, 177)');
    await expect(getComputedStyle(subscribe).textTransform).toBe('none');
    await expect(getComputedStyle(subscribe).borderRadius).toBe('12px');

    await userEvent.click(canvas.getByRole('button', { name: 'Default theme' }));
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Subscribe' })).backgroundColor).toBe('rgb(25, 118, 210)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Subscribe' })).textTransform).toBe('uppercase');
    await userEvent.click(canvas.getByRole('button', { name: 'Brand theme' }));
    await expect(canvas.getByRole('button', { name: 'Brand theme' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NestedThemes: Story = {
  render: () => <ThemingNestedThemes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Save settings' })).backgroundColor).toBe('rgb(21, 101, 192)');
    // The inner theme changed the primary colour only.
    const archive = canvas.getByRole('button', { name: 'Archive repository' });
    await expect(getComputedStyle(archive).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(canvas.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
  },
};

export const ThemeVariables: Story = {
  render: () => <ThemingCssVariables />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('var(--shop-palette-primary-main, #2e7d32)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read --shop-palette-primary-main' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('The browser resolves it to #2e7d32.');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Read --shop-palette-primary-main' })).backgroundColor).toBe('rgb(46, 125, 50)');
  },
};
