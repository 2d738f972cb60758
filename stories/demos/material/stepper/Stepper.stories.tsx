import type { Meta, StoryObj } from '@storybook/react-vite';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import StepperLinear from './StepperLinear';
import StepperMobile from './StepperMobile';
import StepperStatus from './StepperStatus';
import StepperVertical from './StepperVertical';

/**
 * A stepper shows the steps of a task that takes several screens, such as a checkout or an account set-up,
 * and where people are in it. Steps are done in order unless the stepper is `nonLinear`; it runs across the
 * page or, on narrow screens and for steps with much content, down it.
 */
const meta = {
  title: 'Material UI/Navigation/Stepper',
  component: Stepper,
  parameters: { layout: 'padded', muiApi: 'Stepper' },
  argTypes: { orientation: apiControl('Stepper', 'orientation', { options: ['horizontal', 'vertical'] }) },
} satisfies Meta<typeof Stepper>;

export default meta;

type Story = StoryObj<typeof meta>;

const checkoutSteps = ['Basket', 'Delivery', 'Payment', 'Review'];

/** The active step, labels under the icons, orientation and non-linear mode are controls. */
export const Playground: Story = {
  args: { activeStep: 1, alternativeLabel: false, orientation: 'horizontal', nonLinear: false },
  render: (args) => (
    <Stepper {...args}>
      {checkoutSteps.map((step) => (
        <Step key={step}>
          <StepLabel>{step}</StepLabel>
        </Step>
      ))}
    </Stepper>
  ),
  play: async ({ canvasElement, args }) => {
    const activeStep = args.activeStep ?? 0;
    await expect(canvasElement.querySelector('.MuiStepper-root')).toHaveClass(`MuiStepper-${args.orientation ?? 'horizontal'}`);
    const active = canvasElement.querySelector('.MuiStepLabel-label.Mui-active');
    if (activeStep < checkoutSteps.length) await expect(active).toHaveTextContent(checkoutSteps[activeStep]!);
    const completed = canvasElement.querySelectorAll('.MuiStepLabel-label.Mui-completed');
    await expect(completed).toHaveLength(args.nonLinear ? 0 : Math.min(activeStep, checkoutSteps.length));
  },
};

export const Linear: Story = {
  render: () => <StepperLinear />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const back = canvas.getByRole('button', { name: 'Back' });
    await expect(status).toHaveTextContent('Step 1 of 3: Delivery address');
    await expect(back).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Step 2 of 3: Gift message');
    await expect(canvas.getByText('Optional')).toBeVisible();
    await expect(back).toBeEnabled();

    // Back returns to the first step and keeps focus on a usable button.
    await userEvent.click(back);
    await expect(status).toHaveTextContent('Step 1 of 3');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(status).toHaveTextContent('Step 3 of 3: Payment');
    // The skipped step is not marked as completed; the first one is.
    await expect(canvas.getByText('Gift message')).not.toHaveClass(
      'Mui-completed',
    );
    await expect(canvas.getByText('Delivery address')).toHaveClass(
      'Mui-completed',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(status).toHaveTextContent('All steps completed');
    const startOver = canvas.getByRole('button', { name: 'Start over' });
    await waitFor(() => expect(startOver).toHaveFocus());

    await userEvent.click(startOver);
    await expect(status).toHaveTextContent('Step 1 of 3: Delivery address');
  },
};

export const StatusWithError: Story = {
  render: () => <StepperStatus />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment')).toHaveClass('Mui-error');
    await expect(canvas.getByText('Card declined')).toBeVisible();
    await expect(canvas.getByText('Order placed')).toHaveClass('Mui-completed');
  },
};

export const Vertical: Story = {
  render: () => <StepperVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Pick a name your team/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText(/Send invitations by email/),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.queryByText(/Pick a name your team/),
      ).not.toBeInTheDocument(),
    );
    // Focus follows to the button of the new step.
    await expect(
      canvas.getByRole('button', { name: 'Continue' }),
    ).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(
      await canvas.findByText(/Pick a name your team/),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText(/Send invitations/)).not.toBeInTheDocument(),
    );
  },
};

export const Mobile: Story = {
  render: () => <StepperMobile />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 / 4')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next tip' });
    await userEvent.click(next);
    await expect(
      canvas.getByRole('heading', { name: 'Share a board' }),
    ).toBeVisible();
    await expect(canvas.getByText('2 / 4')).toBeVisible();

    // The tips wrap around at the ends.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tip' }));
    await expect(
      canvas.getByRole('heading', { name: 'Work offline' }),
    ).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText('1 / 4')).toBeVisible();
  },
};
