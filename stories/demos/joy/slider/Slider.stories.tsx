import type { Meta, StoryObj } from '@storybook/react-vite';
import Slider from '@mui/joy/Slider';
import { expect, userEvent, within } from 'storybook/test';
import SliderBasic from './SliderBasic';
import SliderColors from './SliderColors';
import SliderRange from './SliderRange';
import SliderSizes from './SliderSizes';
import SliderVariants from './SliderVariants';

/** Joy's Slider picks a number, or a range with two thumbs, from a continuous scale. */
const meta = {
  title: 'Joy UI/Inputs/Slider',
  component: Slider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Slider>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <SliderBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Maximum price per night' });
    await expect(slider).toHaveAttribute('aria-valuetext', '€120');
    slider.focus();
    // PageUp moves by shiftStep (10); single steps with the arrow keys are the range input's native behaviour.
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '€140');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing hotels up to €140 a night.');
  },
};

export const Range: Story = {
  render: () => <SliderRange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earliest = canvas.getByRole('slider', { name: 'Earliest departure' });
    const latest = canvas.getByRole('slider', { name: 'Latest departure' });
    await expect(earliest).toHaveAttribute('aria-valuetext', '06:00');
    await expect(latest).toHaveAttribute('aria-valuetext', '18:00');
    latest.focus();
    await userEvent.keyboard('{PageDown}');
    await expect(latest).toHaveAttribute('aria-valuetext', '08:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('Flights leaving between 06:00 and 08:00.');
    // disableSwap: the latest departure can't move below the earliest one.
    await userEvent.keyboard('{PageDown}');
    await expect(latest).toHaveAttribute('aria-valuetext', '06:00');
    // The marks are labelled on the scale.
    await expect(canvas.getByText('12:00')).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => <SliderVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['solid', 'soft', 'outlined', 'plain']) {
      const slider = canvas.getByRole('slider', { name: `Oven temperature (${variant})` });
      await expect(slider).toHaveAttribute('aria-valuetext', '180 °C');
      await expect(slider.closest('.MuiSlider-root')).toHaveClass(`MuiSlider-variant${variant[0]!.toUpperCase()}${variant.slice(1)}`);
    }
  },
};

export const Colors: Story = {
  render: () => <SliderColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const danger = canvas.getByRole('slider', { name: 'Deposit in percent (danger)' });
    await expect(danger.closest('.MuiSlider-root')).toHaveClass('MuiSlider-colorDanger');
    danger.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(danger).toHaveAttribute('aria-valuetext', '40 percent');
    // Each slider keeps its own value.
    await expect(canvas.getByRole('slider', { name: 'Deposit in percent (success)' })).toHaveAttribute('aria-valuenow', '30');
  },
};

export const Sizes: Story = {
  render: () => <SliderSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rootOf = (size: string) => canvas.getByRole('slider', { name: `Servings (size ${size})` }).closest('.MuiSlider-root')!;
    await expect(rootOf('sm')).toHaveClass('MuiSlider-sizeSm');
    await expect(rootOf('lg')).toHaveClass('MuiSlider-sizeLg');
    // valueLabelDisplay="on" keeps the value visible above every thumb.
    await expect(within(rootOf('md') as HTMLElement).getByText('4')).toBeVisible();
  },
};
