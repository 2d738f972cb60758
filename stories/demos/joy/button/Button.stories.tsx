import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/joy/Button';
import { inlineEnd, inlineStart } from '../../../inline';
import ButtonColors from './ButtonColors';
import ButtonDecorators from './ButtonDecorators';
import ButtonLinks from './ButtonLinks';
import ButtonLoading from './ButtonLoading';
import ButtonSizes from './ButtonSizes';
import ButtonVariants from './ButtonVariants';
import IconButtons from './IconButtons';

/**
 * Joy UI's Button starts an action. Its emphasis comes from the global variants (`solid` for the main
 * action, then `soft`, `outlined`, `plain`), its meaning from the colour, and its weight from `sm`, `md`, `lg`.
 */
const meta = {
  title: 'Joy UI/Inputs/Button',
  component: Button,
  // The decorators' story measures start and end along the line, so it runs in right-to-left too.
  tags: ['rtl'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Relative luminance of a computed `rgb(…)` colour (0 black … 1 white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export const Variants: Story = {
  render: () => <ButtonVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solid = canvas.getByRole('button', { name: 'Book the trip' });
    await expect(solid).toHaveClass('MuiButton-variantSolid', 'MuiButton-colorPrimary', 'MuiButton-sizeMd');
    await expect(canvas.getByRole('button', { name: 'Save for later' })).toHaveClass('MuiButton-variantSoft');
    await expect(canvas.getByRole('button', { name: 'Compare fares' })).toHaveClass('MuiButton-variantOutlined');
    await expect(canvas.getByRole('button', { name: 'Skip this step' })).toHaveClass('MuiButton-variantPlain');
    // Joy's own look: its typeface and its variables, not the frame's Material theme.
    await expect(getComputedStyle(solid).fontFamily).toMatch(/^"?Inter"?,/);
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-500').trim()).toBe('#0B6BCB');
    await expect(getComputedStyle(solid).backgroundColor).toBe('rgb(11, 107, 203)');
    // Joy's dark scheme follows the frame's mode: the soft button is light on light, dark on dark.
    const soft = luminance(getComputedStyle(canvas.getByRole('button', { name: 'Save for later' })).backgroundColor);
    if (document.documentElement.classList.contains('dark')) await expect(soft).toBeLessThan(0.3);
    else await expect(soft).toBeGreaterThan(0.8);
  },
};

export const Colors: Story = {
  render: () => <ButtonColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Confirm booking', 'Back to results', 'Check in', 'Change seat', 'Cancel booking'];
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toHaveClass('MuiButton-colorDanger', 'MuiButton-variantSolid');
    await userEvent.click(canvas.getByRole('button', { name: 'soft' }));
    await expect(canvas.getByRole('button', { name: 'soft' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of names) await expect(canvas.getByRole('button', { name })).toHaveClass('MuiButton-variantSoft');
    await expect(canvas.getByRole('button', { name: 'Check in' })).toHaveClass('MuiButton-colorSuccess');
    await expect(canvas.getByRole('button', { name: 'Change seat' })).toHaveClass('MuiButton-colorWarning');
  },
};

export const Sizes: Story = {
  render: () => <ButtonSizes />,
  play: async ({ canvasElement }) => {
    const [sm, md, lg] = within(canvasElement).getAllByRole('button', { name: 'Add a traveller' });
    await expect(sm).toHaveClass('MuiButton-sizeSm');
    await expect(md).toHaveClass('MuiButton-sizeMd');
    await expect(lg).toHaveClass('MuiButton-sizeLg');
    // Each size is taller than the one before (Joy's min heights: 2rem, 2.25rem, 2.75rem).
    const height = (element: HTMLElement) => element.getBoundingClientRect().height;
    await expect(height(sm!)).toBeLessThan(height(md!));
    await expect(height(md!)).toBeLessThan(height(lg!));
  },
};

export const Decorators: Story = {
  render: () => <ButtonDecorators />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The start decorator opens the button and the end decorator closes it, in either reading direction.
    const add = canvas.getByRole('button', { name: 'Add to itinerary' });
    const start = add.querySelector('.MuiButton-startDecorator')!;
    await expect(start).toBeInTheDocument();
    await expect(inlineStart(start) - inlineStart(add)).toBeLessThan(20);
    await expect(inlineEnd(add) - inlineEnd(start)).toBeGreaterThan(40);
    const next = canvas.getByRole('button', { name: 'Continue to payment' });
    const end = next.querySelector('.MuiButton-endDecorator')!;
    await expect(inlineEnd(next) - inlineEnd(end)).toBeLessThan(20);
    await expect(inlineStart(end) - inlineStart(next)).toBeGreaterThan(40);
  },
};

export const Loading: Story = {
  render: () => <ButtonLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Pay €412' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Two seats, Lisbon to Porto');
    await userEvent.click(pay);
    // Loading: pressed once, the button is disabled and shows Joy's spinner over its label.
    await expect(pay).toBeDisabled();
    await expect(pay.querySelector('.MuiButton-loadingIndicatorCenter [role="progressbar"]')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending the payment…');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Paid. Your tickets are on their way by email.'), { timeout: 4000 });
    await expect(pay.querySelector('[role="progressbar"]')).not.toBeInTheDocument();
    await expect(pay).toBeDisabled();
    // loadingPosition="start": the spinner takes the start decorator's place.
    const searching = canvas.getByRole('button', { name: 'Searching flights' });
    await expect(searching.querySelector('.MuiButton-startDecorator [role="progressbar"]')).toBeInTheDocument();
  },
};

export const IconButtonsStory: Story = {
  name: 'Icon Buttons',
  render: () => <IconButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const favourite = canvas.getByRole('button', { name: 'Save hotel to favourites' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite).toHaveClass('MuiIconButton-colorDanger');
    await expect(canvas.getByRole('button', { name: 'Delete trip' })).toHaveClass('MuiIconButton-variantSolid');
    await expect(canvas.getByRole('button', { name: 'Share itinerary' })).toHaveClass('MuiIconButton-variantSoft');
  },
};

export const Links: Story = {
  render: () => <ButtonLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const baggage = canvas.getByRole('link', { name: 'Baggage rules' });
    await expect(baggage).toHaveAttribute('href', '#trip-baggage-rules');
    // A link, not a button: no button role, and its target is on the page.
    await expect(canvas.queryByRole('button', { name: 'Baggage rules' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('#trip-baggage-rules')).toHaveTextContent('One cabin bag up to 10 kg');
    await expect(canvas.getByRole('link', { name: 'Fare conditions' })).toHaveClass('MuiButton-variantPlain');
  },
};
