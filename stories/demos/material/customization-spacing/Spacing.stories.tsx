import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SpacingScale from './SpacingScale';
import SpacingUnit from './SpacingUnit';

/** The spacing token: `theme.spacing(factor)` turns a factor into a length, and `sx` margins, paddings and gaps go through it. */
const meta = {
  title: 'Material UI/Customization/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Unit: Story = {
  render: () => <SpacingUnit />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('card');
    await expect(canvas.getByRole('status')).toHaveTextContent('theme.spacing(2) = 16px, theme.spacing(1, 3) = 8px 24px');
    await expect(card).toHaveStyle({ paddingTop: '16px' });
    await userEvent.click(canvas.getByRole('button', { name: '12px' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('theme.spacing(2) = 24px, theme.spacing(1, 3) = 12px 36px');
    await expect(card).toHaveStyle({ paddingTop: '24px' });
  },
};

export const Scale: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (factor: number) => canvasElement.querySelector(`[data-factor="${factor}"]`);
    await expect(value(3)).toHaveTextContent('24px');
    await userEvent.click(canvas.getByRole('radio', { name: /An array/ }));
    await expect(value(3)).toHaveTextContent('16px');
    await expect(value(5)).toHaveTextContent('64px');
    await userEvent.click(canvas.getByRole('radio', { name: /A function/ }));
    await expect(value(3)).toHaveTextContent('0.75rem');
  },
};
