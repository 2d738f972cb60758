import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SliderMarks from './SliderMarks';
import SliderPriceRange from './SliderPriceRange';
import SliderVolume from './SliderVolume';
import SliderWithInput from './SliderWithInput';

const meta = {
  title: 'Material UI/Inputs/Slider',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Continuous: Story = {
  render: () => <SliderVolume />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const media = canvas.getByRole('slider', { name: 'Media volume' });
    await expect(media).toHaveAttribute('aria-valuetext', '30%');

    await userEvent.tab();
    await expect(media).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(media).toHaveAttribute('aria-valuenow', '32');
    // Shift + arrow moves by `shiftStep` (10 by default).
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(media).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();

    const alerts = canvas.getByRole('slider', { name: 'Notification volume' });
    await expect(alerts.closest('.MuiSlider-sizeSmall')).not.toBeNull();
    await expect(alerts).toHaveAttribute('aria-valuetext', '70%');
  },
};

export const DiscreteMarks: Story = {
  render: () => <SliderMarks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radius = canvas.getByRole('slider', { name: 'Delivery radius' });
    await expect(radius).toHaveAttribute('aria-valuetext', '10 km');

    // With step={null}, the arrow keys jump from one mark to the next.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radius).toHaveAttribute('aria-valuetext', '25 km');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(radius).toHaveAttribute('aria-valuetext', '50 km');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radius).toHaveAttribute('aria-valuetext', '25 km');

    const tip = canvas.getByRole('slider', { name: 'Tip for the courier' });
    await userEvent.tab();
    await expect(tip).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tip).toHaveAttribute('aria-valuetext', '15%');
  },
};

export const Range: Story = {
  render: () => <SliderPriceRange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lower = canvas.getByRole('slider', {
      name: 'Minimum price per night',
    });
    const upper = canvas.getByRole('slider', {
      name: 'Maximum price per night',
    });
    await expect(
      canvas.getByText('Showing rooms from €40 to €120'),
    ).toBeVisible();

    await userEvent.tab();
    await expect(lower).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(lower).toHaveAttribute('aria-valuetext', '€45');

    // Home would push the maximum below the minimum; the 20 € gap holds it back.
    await userEvent.tab();
    await expect(upper).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(upper).toHaveAttribute('aria-valuenow', '65');
    await expect(
      canvas.getByText('Showing rooms from €45 to €65'),
    ).toBeVisible();
  },
};

export const WithInput: Story = {
  render: () => <SliderWithInput />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Seasonal discount' });
    const input = canvas.getByRole('textbox', { name: 'Seasonal discount' });
    await expect(input).toHaveValue('15');

    await userEvent.clear(input);
    await userEvent.type(input, '35{Enter}');
    await expect(slider).toHaveAttribute('aria-valuenow', '35');

    // Values outside 0–50 are clamped when the field loses focus.
    await userEvent.clear(input);
    await userEvent.type(input, '80');
    await userEvent.tab({ shift: true });
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(input).toHaveValue('50');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(input).toHaveValue('49');
  },
};
