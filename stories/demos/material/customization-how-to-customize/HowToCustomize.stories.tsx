import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HowToCustomizeStateClasses from './HowToCustomizeStateClasses';
import HowToCustomizeThreeWays from './HowToCustomizeThreeWays';

/**
 * How to customize: the same Slider changed with `sx`, with `styled()` and through the theme,
 * and a Checkbox whose checked and disabled looks come from the `.Mui-checked`/`.Mui-disabled` state classes.
 */
const meta = {
  title: 'Material UI/Customization/How To Customize',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

function rootOf(input: HTMLElement): HTMLElement {
  return input.closest<HTMLElement>('.MuiSlider-root')!;
}

export const ThreeWays: Story = {
  render: () => <HowToCustomizeThreeWays />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bass = canvas.getByRole('slider', { name: 'Bass' });
    const middle = canvas.getByRole('slider', { name: 'Middle' });
    const treble = canvas.getByRole('slider', { name: 'Treble' });

    // sx: only this one Slider has square-ish thumbs.
    const bassThumb = rootOf(bass).querySelector<HTMLElement>('.MuiSlider-thumb')!;
    await expect(getComputedStyle(bassThumb).borderRadius).toBe('4px');
    // styled(): the reusable component's thick track.
    await expect(getComputedStyle(rootOf(middle)).height).toBe('10px');
    // Theme: defaultProps made it small and secondary, styleOverrides squared the track.
    await expect(rootOf(treble)).toHaveClass('MuiSlider-sizeSmall', 'MuiSlider-colorSecondary');
    const track = rootOf(treble).querySelector<HTMLElement>('.MuiSlider-track')!;
    await expect(getComputedStyle(track).borderRadius).toBe('0px');

    // The customized Sliders still work from the keyboard.
    middle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(middle).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(middle).toHaveAttribute('aria-valuenow', '50');
  },
};

export const StateClasses: Story = {
  render: () => <HowToCustomizeStateClasses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const changelog = canvas.getByRole('checkbox', { name: 'Write the changelog' });
    const tagged = canvas.getByRole('checkbox', { name: 'Tag the release' });
    const changelogRoot = changelog.closest<HTMLElement>('.MuiCheckbox-root')!;
    const taggedRoot = tagged.closest<HTMLElement>('.MuiCheckbox-root')!;

    await expect(canvas.getByRole('checkbox', { name: 'Run the test suite (done by CI)' })).toBeDisabled();
    await expect(taggedRoot).toHaveClass('Mui-checked');
    const uncheckedColor = getComputedStyle(changelogRoot).color;
    const checkedColor = getComputedStyle(taggedRoot).color;
    await expect(checkedColor).not.toBe(uncheckedColor);

    // Checking it adds .Mui-checked, and the rule for that class paints it like the other checked box.
    await userEvent.click(changelog);
    await expect(changelog).toBeChecked();
    await expect(changelogRoot).toHaveClass('Mui-checked');
    await expect(getComputedStyle(changelogRoot).color).toBe(checkedColor);

    await userEvent.click(changelog);
    await expect(changelogRoot).not.toHaveClass('Mui-checked');
    await expect(getComputedStyle(changelogRoot).color).toBe(uncheckedColor);
  },
};
