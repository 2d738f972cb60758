import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CssVarsForcedScheme from './CssVarsForcedScheme';

/** Advanced configuration of CSS theme variables: prefix, selectors, and a colour scheme forced on one part of the page. */
const meta = {
  title: 'Material UI/Customization/Advanced configuration',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ForcedScheme: Story = {
  render: () => <CssVarsForcedScheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByTestId('preview');
    const background = () => getComputedStyle(preview).backgroundColor;
    await expect(canvas.getByTestId('scope')).toHaveClass('dark');
    const dark = background();
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await expect(canvas.getByTestId('scope')).toHaveClass('light');
    const light = background();
    await expect(light).not.toBe(dark);
    // "Same as page" takes whichever scheme the page shows.
    await userEvent.click(canvas.getByRole('button', { name: 'Same as page' }));
    const pageIsDark = document.documentElement.classList.contains('dark');
    await expect(background()).toBe(pageIsDark ? dark : light);
    // Ends forced to dark: in the light screenshot the preview is the odd one out.
    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }));
    await expect(background()).toBe(dark);
  },
};
