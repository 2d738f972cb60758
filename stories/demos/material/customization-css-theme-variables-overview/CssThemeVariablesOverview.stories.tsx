import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CssVarsLiveValues from './CssVarsLiveValues';

/** CSS theme variables: the theme's tokens as CSS custom properties that components read at paint time. */
const meta = {
  title: 'Material UI/Customization/Overview',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const LiveValues: Story = {
  render: () => <CssVarsLiveValues />,
  // The play reads the values of the mode it runs in: each mode's picture is a fresh render with its play
  // (.storybook/test-runner.ts), not the light values left on screen by a switch in place.
  parameters: { freshModes: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read current values' }));
    const value = (name: string) => canvasElement.querySelector(`[data-name="${name}"]`)!.textContent!;
    const primary = value('--mui-palette-primary-main');
    await expect(primary).toMatch(/^(#|rgb)/);
    // The button's background is the variable's value: the colour comes from CSS, not from JavaScript.
    const probe = document.createElement('span');
    probe.style.color = primary;
    canvasElement.append(probe);
    await expect(value('button background-color')).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};
