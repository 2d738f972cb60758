import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CardBasic from './CardBasic';
import CardHorizontal from './CardHorizontal';
import CardSelectable from './CardSelectable';
import CardWithMedia from './CardWithMedia';

const meta = {
  title: 'Material UI/Surfaces/Card',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Waits until every image in the story has loaded, so the screenshot shows them. */
async function imagesLoaded(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll('img'));
  await waitFor(() => {
    for (const image of images) {
      expect(image.complete && image.naturalWidth > 0).toBe(true);
    }
  });
}

export const Basic: Story = {
  render: () => <CardBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { name: 'Quarterly revenue' });
    await expect(titles).toHaveLength(2);
    await expect(
      canvasElement.querySelector('.MuiPaper-outlined'),
    ).toBeInTheDocument();
    await expect(
      canvas.getAllByRole('button', { name: 'Open report' }),
    ).toHaveLength(2);
  },
};

export const WithMedia: Story = {
  render: () => <CardWithMedia />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /sailing boat on a calm bay/ }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);

    const save = canvas.getByRole('button', { name: 'Save article' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Selectable: Story = {
  render: () => <CardSelectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Choose your trip' });
    const options = within(group).getAllByRole('button');
    await expect(options).toHaveLength(3);
    await imagesLoaded(canvasElement);

    const douro = within(group).getByRole('button', { name: /Douro valley/ });
    await expect(douro).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(douro);
    await expect(douro).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(group).getByRole('button', { name: /Lisbon coast/ }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Selected: Douro valley',
    );
    // Leave the focus ring out of the screenshot.
    douro.blur();
  },
};

export const Horizontal: Story = {
  render: () => <CardHorizontal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play episode' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Playing');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause episode' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused');
    const play = canvas.getByRole('button', { name: 'Play episode' });
    await expect(play).toBeVisible();
    // Leave the focus ripple out of the screenshot.
    play.blur();
  },
};
