import type { Meta, StoryObj } from '@storybook/react-vite';
import AspectRatio from '@mui/joy/AspectRatio';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AspectRatioBasic from './AspectRatioBasic';
import AspectRatioMinMax from './AspectRatioMinMax';
import AspectRatioRatios from './AspectRatioRatios';

/**
 * Joy's AspectRatio gives its content a fixed shape, width to height, whatever the width:
 * pictures, videos and maps keep their proportions and reserve their space before they load.
 */
const meta = {
  title: 'Joy UI/Data display/Aspect Ratio',
  component: AspectRatio,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AspectRatio>;

export default meta;

type Story = StoryObj<typeof meta>;

const shape = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width / box.height;
};

export const Basic: Story = {
  render: () => <AspectRatioBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('img', { name: /train route from Lisbon to Porto/ });
    await expect(shape(map.closest('.MuiAspectRatio-root')!)).toBeCloseTo(16 / 9, 1);
    // The content fills the frame.
    await expect(map.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const Ratios: Story = {
  render: () => <AspectRatioRatios />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame');
    await expect(shape(frame)).toBeCloseTo(16 / 9, 1);
    await userEvent.click(canvas.getByRole('radio', { name: '1/1' }));
    await waitFor(() => expect(shape(frame)).toBeCloseTo(1, 1));
    await expect(canvas.getByText('Profile picture, 1 : 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4/3' }));
    await waitFor(() => expect(shape(frame)).toBeCloseTo(4 / 3, 1));
  },
};

export const MinAndMaxHeight: Story = {
  render: () => <AspectRatioMinMax />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = canvas.getByRole('img', { name: 'Bowl of squash risotto topped with sage' });
    const frame = photo.closest('.MuiAspectRatio-root')!;
    const { width, height } = frame.getBoundingClientRect();
    // The card is wider than 360px, so 2/1 would be taller than 180px: maxHeight wins over the ratio.
    await expect(width / 2).toBeGreaterThan(180);
    await expect(height).toBeCloseTo(180, 0);
  },
};
