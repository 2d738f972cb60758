import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PaletteFromMain from './PaletteFromMain';
import PaletteTonalOffset from './PaletteTonalOffset';

/** The palette token: one `main` colour per intent, from which MUI derives the light, dark and contrast-text shades. */
const meta = {
  title: 'Material UI/Customization/Palette',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const FromMain: Story = {
  render: () => <PaletteFromMain />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const palette = canvasElement.querySelector('dl')!;
    await expect(palette).toHaveTextContent('#0f766e');
    await expect(palette).toHaveTextContent('rgb(63, 145, 139)');
    await userEvent.click(canvas.getByRole('button', { name: 'Amber' }));
    await expect(canvas.getByRole('button', { name: 'Amber' })).toHaveAttribute('aria-pressed', 'true');
    // A light main colour gets dark contrast text.
    await expect(palette).toHaveTextContent('rgba(0, 0, 0, 0.87)');
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toHaveStyle({ backgroundColor: 'rgb(245, 158, 11)' });
  },
};

export const TonalOffset: Story = {
  render: () => <PaletteTonalOffset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const light = canvasElement.querySelector('[data-shade="light"]')!;
    await expect(light).toHaveTextContent('rgb(80, 130, 239)');
    const slider = canvas.getByRole('slider', { name: /tonalOffset/ });
    slider.focus();
    // ArrowUp raises the value in both reading directions.
    await userEvent.keyboard('{ArrowUp}');
    await expect(slider).toHaveValue('0.25');
    await expect(light).toHaveTextContent('rgb(91, 138, 240)');
    await userEvent.keyboard('{Home}');
    // An offset of 0 leaves light and dark equal to main.
    await expect(light).toHaveTextContent('rgb(37, 99, 235)');
    await expect(canvasElement.querySelector('[data-shade="dark"]')).toHaveTextContent('rgb(37, 99, 235)');
  },
};
