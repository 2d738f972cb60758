import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TypographyFontSize from './TypographyFontSize';
import TypographyResponsive from './TypographyResponsive';

/** The typography token: the font family, the base size every variant scales from, and the variants themselves. */
const meta = {
  title: 'Material UI/Customization/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const FontSize: Story = {
  render: () => <TypographyFontSize />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body1 = canvasElement.querySelector('[data-size="body1"]')!;
    await expect(body1).toHaveTextContent('body1: 1.000rem');
    await userEvent.click(canvas.getByRole('button', { name: '16px' }));
    await expect(body1).toHaveTextContent('body1: 1.143rem');
    await expect(canvas.getByRole('button', { name: '16px' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '12px' }));
    await expect(canvasElement.querySelector('[data-size="body2"]')).toHaveTextContent('body2: 0.750rem');
  },
};

export const Responsive: Story = {
  render: () => <TypographyResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = canvas.getByRole('list', { name: 'h3 font sizes' });
    await expect(within(sizes).getAllByRole('listitem')).toHaveLength(4);
    await expect(sizes).toHaveTextContent('base: 2rem');
    await expect(sizes).toHaveTextContent('(min-width:1200px): 2.9991rem');
    await userEvent.click(canvas.getByRole('switch', { name: 'responsiveFontSizes' }));
    await expect(within(sizes).getAllByRole('listitem')).toHaveLength(1);
    await expect(sizes).toHaveTextContent('base: 3rem');
  },
};
