import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SlotsAndStates from './SlotsAndStates';
import StylingApproaches from './StylingApproaches';

/**
 * How other styles reach Material UI components: the sx prop, styled(), a plain class name with a
 * stylesheet rule, and the global class names of inner slots and states.
 */
const meta = {
  title: 'Material UI/Integrations/Style library interoperability',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/** Each approach wins over the default contained-button colour. */
export const ThreeApproaches: Story = {
  render: () => <StylingApproaches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(background(canvas.getByRole('button', { name: 'Save draft (sx)' }))).toBe('rgb(27, 94, 32)');
    const pill = canvas.getByRole('button', { name: 'Schedule (styled)' });
    await expect(background(pill)).toBe('rgb(74, 20, 140)');
    await expect(getComputedStyle(pill).borderRadius).toBe('999px');
    const publish = canvas.getByRole('button', { name: 'Publish (className)' });
    await expect(publish).toHaveClass('release-button', 'MuiButton-root');
    await expect(background(publish)).toBe('rgb(191, 54, 12)');
  },
};

/** Slot and state classes: a square thumb, and a green track once the switch is on. */
export const SlotsAndStateClasses: Story = {
  render: () => <SlotsAndStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Playback volume' });
    const thumb = slider.closest('.MuiSlider-thumb')!;
    await expect(getComputedStyle(thumb).borderRadius).toBe('4px');
    await expect(getComputedStyle(thumb).height).toBe('22px');

    const toggle = canvas.getByRole('switch', { name: 'Dim the screen while playing' });
    const base = toggle.closest('.MuiSwitch-switchBase')!;
    const before = getComputedStyle(base).color;
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(base).toHaveClass('Mui-checked');
    await expect(getComputedStyle(base).color).not.toBe(before);
  },
};
