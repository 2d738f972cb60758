import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Skeleton from '@mui/joy/Skeleton';
import SkeletonAnimations from './SkeletonAnimations';
import SkeletonLoading from './SkeletonLoading';
import SkeletonShapes from './SkeletonShapes';

/**
 * Joy's Skeleton draws grey placeholders in the shape of content that is still loading. Its pulse and wave
 * are CSS animations; the story tests freeze animations for the screenshot, so the pictures are deterministic.
 */
const meta = {
  title: 'Joy UI/Feedback/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading at first; the play turns loading off and checks the real content replaced the placeholders. */
export const Loading: Story = {
  render: () => <SkeletonLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByLabelText('Recipe of the day');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('switch', { name: 'Recipe still loading' }));
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(card.querySelector('.MuiSkeleton-root')).toBeNull();
    await expect(canvas.getByText('Lemon and thyme risotto')).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const Shapes: Story = {
  render: () => <SkeletonShapes />,
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    const circle = root.querySelector('.MuiSkeleton-variantCircular') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(48);
    await expect(getComputedStyle(circle).borderRadius).toBe('50%');
    await expect(root.querySelectorAll('.MuiSkeleton-variantText')).toHaveLength(4);
    await expect(root.querySelector('.MuiSkeleton-variantRectangular')!.getBoundingClientRect().height).toBe(120);
  },
};

export const Animations: Story = {
  render: () => <SkeletonAnimations />,
  play: async ({ canvasElement }) => {
    const pseudo = (value: string, part: '::before' | '::after') =>
      getComputedStyle(canvasElement.querySelector(`[data-animation="${value}"]`) as HTMLElement, part).animationName;
    await expect(pseudo('pulse', '::before')).not.toBe('none');
    await expect(pseudo('wave', '::after')).not.toBe('none');
    await expect(pseudo('false', '::before')).toBe('none');
  },
};
