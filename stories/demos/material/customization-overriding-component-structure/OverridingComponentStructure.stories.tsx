import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import OverridingStructureThumbSlot from './OverridingStructureThumbSlot';

/**
 * Overriding component structure: a range Slider whose thumb slot is replaced by a component that
 * wraps MUI's own thumb and adds a grip icon, with `slotProps.thumb` computed from the ownerState.
 */
const meta = {
  title: 'Material UI/Customization/Overriding Component Structure',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ThumbSlot: Story = {
  render: () => <OverridingStructureThumbSlot />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    const thumbs = canvasElement.querySelectorAll<HTMLElement>('.MuiSlider-thumb');

    // Both thumbs are the replacement: they still carry MUI's class and styles, plus the icon.
    await expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      await expect(thumb.querySelector('svg.MuiSvgIcon-root')).not.toBeNull();
      await expect(getComputedStyle(thumb).position).toBe('absolute');
      await expect(thumb).not.toHaveClass('is-dragging');
    }
    // The input Slider put inside the thumb is still there, so keyboard and screen readers work.
    await expect(min).toHaveAttribute('aria-valuetext', '€40');

    max.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(max).toHaveAttribute('aria-valuenow', '125');
    await expect(canvas.getByText('From €40 to €125')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('From €40 to €120')).toBeVisible();
  },
};
