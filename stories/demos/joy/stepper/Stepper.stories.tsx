import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Stepper from '@mui/joy/Stepper';
import StepperBasic from './StepperBasic';
import StepperInteractive from './StepperInteractive';
import StepperVertical from './StepperVertical';

/**
 * A stepper shows the steps of a process in order and where the reader is in it: a booking, a recipe,
 * an invoice being written. Joy's `Stepper` is an ordered list of `Step`s with optional indicators.
 */
const meta = {
  title: 'Joy UI/Navigation/Stepper',
  component: Stepper,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stepper>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <StepperBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Booking progress' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(within(list).getAllByTitle('Done')).toHaveLength(2);
  },
};

export const Vertical: Story = {
  render: () => <StepperVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: 'Lentil soup method' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(steps[0]!.getBoundingClientRect().bottom - 1);
  },
};

export const Interactive: Story = {
  render: () => <StepperInteractive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 2 of 3: 3 items');
    await expect(canvas.getByRole('button', { name: 'Line items' })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Total €1,240.00');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
