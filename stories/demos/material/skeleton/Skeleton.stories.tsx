import type { Meta, StoryObj } from '@storybook/react-vite';
import Skeleton from '@mui/material/Skeleton';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SkeletonAnimations from './SkeletonAnimations';
import SkeletonInferredSize from './SkeletonInferredSize';
import SkeletonRecipeList from './SkeletonRecipeList';
import SkeletonVariants from './SkeletonVariants';

/**
 * A skeleton is a grey placeholder in the shape of content that is still loading, so that the page keeps
 * its layout and people see what is coming. Match the variant and size to the content it stands for (a
 * line of text, an avatar, a picture) and use it only for short waits.
 */
const meta = {
  title: 'Material UI/Feedback/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded', muiApi: 'Skeleton' },
  argTypes: {
    width: apiControl('Skeleton', 'width', 'number'),
    height: apiControl('Skeleton', 'height', 'number'),
    animation: apiControl('Skeleton', 'animation', { options: ['pulse', 'wave', false] }),
  },
} satisfies Meta<typeof Skeleton>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Blurs the focused control and waits until its ripples have faded out. Focus set by the
 * test library counts as keyboard focus, which shows a pulsing focus ripple in screenshots.
 */
async function waitForRipples(root: HTMLElement) {
  const focused = root.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) {
    focused.blur();
  }
  await waitFor(
    () => expect(root.querySelector('.MuiTouchRipple-child')).toBeNull(),
    { timeout: 3000 },
  );
}

const skeletons = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('.MuiSkeleton-root'));

/** Variant, animation, width and height (in pixels) are controls. */
export const Playground: Story = {
  args: { variant: 'rounded', animation: 'wave', width: 240, height: 80 },
  render: (args) => <Skeleton {...args} />,
  play: async ({ canvasElement, args }) => {
    const skeleton = canvasElement.querySelector('.MuiSkeleton-root');
    await expect(skeleton).toHaveClass(`MuiSkeleton-${args.variant ?? 'text'}`);
    if (args.animation) await expect(skeleton).toHaveClass(`MuiSkeleton-${args.animation}`);
    await expect(skeleton).toHaveStyle({ width: `${args.width}px`, height: `${args.height}px` });
  },
};

export const Variants: Story = {
  render: () => <SkeletonVariants />,
  play: async ({ canvasElement }) => {
    const [text, circular, rectangular, rounded] = skeletons(canvasElement);
    await expect(text).toHaveClass('MuiSkeleton-text');
    await expect(circular).toHaveClass('MuiSkeleton-circular');
    await expect(rectangular).toHaveClass('MuiSkeleton-rectangular');
    await expect(rounded).toHaveClass('MuiSkeleton-rounded');
    await expect(circular.getBoundingClientRect().width).toBe(40);
  },
};

export const LoadingList: Story = {
  render: () => <SkeletonRecipeList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recipes' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading recipes…');
    await expect(skeletons(canvasElement)).toHaveLength(9);
    await expect(canvas.queryByText('Rhubarb crumble')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loading' }));
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 recipes');
    await expect(skeletons(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText('Rhubarb crumble')).toBeVisible();
    await waitForRipples(canvasElement);
  },
};

export const InferredSize: Story = {
  render: () => <SkeletonInferredSize />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvasElement.querySelector<HTMLElement>('.MuiSkeleton-circular');
    const avatar = canvas.getByText('JM');
    if (!placeholder) {
      throw new Error('The avatar placeholder is missing');
    }
    // The skeleton takes the size of the hidden avatar inside it.
    await expect(placeholder.getBoundingClientRect().width).toBe(
      avatar.getBoundingClientRect().width,
    );
    await expect(placeholder.getBoundingClientRect().height).toBe(
      avatar.getBoundingClientRect().height,
    );
    await expect(canvas.getByText('Jonas Meyer')).toBeVisible();
  },
};

export const Animations: Story = {
  render: () => <SkeletonAnimations />,
  play: async ({ canvasElement }) => {
    const [pulse, wave, still] = skeletons(canvasElement);
    await expect(pulse).toHaveClass('MuiSkeleton-pulse');
    await expect(wave).toHaveClass('MuiSkeleton-wave');
    await expect(still).not.toHaveClass('MuiSkeleton-pulse');
    await expect(still).not.toHaveClass('MuiSkeleton-wave');
  },
};
