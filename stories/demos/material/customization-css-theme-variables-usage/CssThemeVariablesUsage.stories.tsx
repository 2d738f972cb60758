import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CssVarsChannelAlpha from './CssVarsChannelAlpha';

/** Basic usage of CSS theme variables: theme.vars in styles, channel tokens for translucent colours. */
const meta = {
  title: 'Material UI/Customization/Basic usage',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const alphaOf = (color: string) => Number(/\/\s*([\d.]+)\)$|,\s*([\d.]+)\)$/.exec(color)?.slice(1).find(Boolean) ?? 1);

export const ChannelAlpha: Story = {
  render: () => <CssVarsChannelAlpha />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByTestId('notice');
    await expect(alphaOf(getComputedStyle(notice).backgroundColor)).toBeCloseTo(0.12, 2);
    const slider = canvas.getByRole('slider', { name: /Tint opacity/ });
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('0.32');
    await expect(alphaOf(getComputedStyle(notice).backgroundColor)).toBeCloseTo(0.32, 2);
  },
};
