import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { apiControl } from '../../apiControls';
import { expect, userEvent, within } from 'storybook/test';
import SliderMarks from './SliderMarks';
import SliderPriceRange from './SliderPriceRange';
import SliderVolume from './SliderVolume';
import SliderWithInput from './SliderWithInput';
import { inlineArrows } from '../../../inline';

/**
 * A slider picks a value, or a range with two thumbs, by dragging along a track: a volume, a price range,
 * a zoom level. It suits settings where the exact number matters less than the position; add marks or a
 * value label when people need to see the number, and an input next to it when they must type one.
 */
const meta = {
  // Its plays read the reading direction: also run in rtl (tests/stories/modes.ts).
  tags: ['rtl'],
  title: 'Material UI/Inputs/Slider',
  component: Slider,
  parameters: { layout: 'padded', muiApi: 'Slider' },
  argTypes: {
    step: apiControl('Slider', 'step', 'number'),
    marks: apiControl('Slider', 'marks', 'boolean'),
    track: apiControl('Slider', 'track', { options: ['normal', 'inverted', false] }),
  },
} satisfies Meta<typeof Slider>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Dragging and the `value` control stay in step; range, step, marks, look and orientation are controls. */
export const Playground: Story = {
  args: {
    value: 40,
    min: 0,
    max: 100,
    step: 5,
    marks: false,
    valueLabelDisplay: 'auto',
    size: 'medium',
    color: 'primary',
    orientation: 'horizontal',
    track: 'normal',
    disabled: false,
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const vertical = args.orientation === 'vertical';
    return (
      <Box sx={{ width: vertical ? 'auto' : 280, height: vertical ? 200 : 'auto', p: 1 }}>
        <Slider {...args} aria-label="Volume" onChange={(_event, value) => updateArgs({ value })} />
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-valuenow', String(args.value));
    await expect(slider).toHaveAttribute('aria-orientation', args.orientation ?? 'horizontal');
    if (args.disabled) await expect(slider).toBeDisabled();
    else await expect(slider).toBeEnabled();
  },
};

export const Continuous: Story = {
  render: () => <SliderVolume />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Along the reading direction: → raises the value in ltr, ← in rtl.
    const { next } = inlineArrows(canvasElement);
    const media = canvas.getByRole('slider', { name: 'Media volume' });
    await expect(media).toHaveAttribute('aria-valuetext', '30%');

    await userEvent.tab();
    await expect(media).toHaveFocus();
    await userEvent.keyboard(`${next}${next}`);
    await expect(media).toHaveAttribute('aria-valuenow', '32');
    // Shift + arrow moves by `shiftStep` (10 by default).
    await userEvent.keyboard(`{Shift>}${next}{/Shift}`);
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
    // Along the reading direction: → raises the value in ltr, ← in rtl.
    const { next, previous } = inlineArrows(canvasElement);
    const radius = canvas.getByRole('slider', { name: 'Delivery radius' });
    await expect(radius).toHaveAttribute('aria-valuetext', '10 km');

    // With step={null}, the arrow keys jump from one mark to the next.
    await userEvent.tab();
    await userEvent.keyboard(`${next}`);
    await expect(radius).toHaveAttribute('aria-valuetext', '25 km');
    await userEvent.keyboard(`${next}${next}`);
    await expect(radius).toHaveAttribute('aria-valuetext', '50 km');
    await userEvent.keyboard(`${previous}`);
    await expect(radius).toHaveAttribute('aria-valuetext', '25 km');

    const tip = canvas.getByRole('slider', { name: 'Tip for the courier' });
    await userEvent.tab();
    await expect(tip).toHaveFocus();
    await userEvent.keyboard(`${next}`);
    await expect(tip).toHaveAttribute('aria-valuetext', '15%');
  },
};

export const Range: Story = {
  render: () => <SliderPriceRange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Along the reading direction: → raises the value in ltr, ← in rtl.
    const { next } = inlineArrows(canvasElement);
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
    await userEvent.keyboard(`${next}`);
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
    // Along the reading direction: → raises the value in ltr, ← in rtl.
    const { previous } = inlineArrows(canvasElement);
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

    await userEvent.keyboard(`${previous}`);
    await expect(input).toHaveValue('49');
  },
};
