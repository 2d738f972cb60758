import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { apiControl } from '../../apiControls';
import CardBasic from './CardBasic';
import CardHorizontal from './CardHorizontal';
import CardSelectable from './CardSelectable';
import CardWithMedia from './CardWithMedia';

/**
 * A card holds everything about one subject, such as a product, an event or an article, so that it can be
 * scanned, compared and acted on as a unit. Cards sit on a surface: choose between a shadow (`raised` for
 * a stronger one) and an outline, and keep the actions at the bottom.
 */
const meta = {
  title: 'Material UI/Surfaces/Card',
  component: Card,
  parameters: { layout: 'padded', muiApi: 'Card' },
  // Card is a Paper: its outline-or-shadow choice is Paper's `variant`.
  argTypes: { variant: apiControl('Paper', 'variant', { options: ['elevation', 'outlined'] }) },
} satisfies Meta<typeof Card>;

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

/** `raised` lifts the card with a stronger shadow; `variant` (from Paper) swaps the shadow for an outline. */
export const Playground: Story = {
  args: { raised: false, variant: 'elevation' },
  render: (args) => (
    <Card {...args} sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Workshop
        </Typography>
        <Typography variant="h5" component="h3">
          Sourdough basics
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Three hours on starters, folding and baking, Saturday at 10:00. Flour and aprons provided.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Book a place</Button>
      </CardActions>
    </Card>
  ),
  play: async ({ canvasElement, args }) => {
    const card = canvasElement.querySelector('.MuiCard-root');
    if (args.variant === 'outlined') await expect(card).toHaveClass('MuiPaper-outlined');
    else await expect(card).toHaveClass(args.raised ? 'MuiPaper-elevation8' : 'MuiPaper-elevation1');
    await expect(within(canvasElement).getByRole('button', { name: 'Book a place' })).toBeVisible();
  },
};

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
