import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Alert from '@mui/material/Alert';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import AlertActions from './AlertActions';
import AlertIcons from './AlertIcons';
import AlertSeverities from './AlertSeverities';
import AlertTitles from './AlertTitles';
import AlertVariants from './AlertVariants';

const severities = ['success', 'info', 'warning', 'error'] as const;

/**
 * An alert puts a short message in the flow of the page, next to what it is about: a payment that failed,
 * a draft that was saved. The severity says what kind of news it is, the variant how loudly it is told;
 * messages that appear and go away on their own belong in a snackbar.
 */
const meta = {
  title: 'Material UI/Feedback/Alert',
  component: Alert,
  parameters: { layout: 'padded', muiApi: 'Alert' },
  argTypes: {
    severity: apiControl('Alert', 'severity', { options: severities }),
    color: apiControl('Alert', 'color', { options: severities }),
  },
} satisfies Meta<typeof Alert>;

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

/** Severity, colour, variant and the message text are controls. */
export const Playground: Story = {
  args: {
    severity: 'warning',
    variant: 'standard',
    children: 'Your card expires at the end of this month. Update it to keep your plan active.',
  },
  render: (args) => <Alert {...args} />,
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveClass(`MuiAlert-color${capitalize(args.color ?? args.severity ?? 'success')}`);
    await expect(alert).toHaveClass(`MuiAlert-${args.variant ?? 'standard'}`);
    await expect(alert).toHaveTextContent(String(args.children));
  },
};

export const Severities: Story = {
  render: () => <AlertSeverities />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(4);
    for (const [index, severity] of ['Success', 'Info', 'Warning', 'Error'].entries()) {
      await expect(alerts[index]).toHaveClass(`MuiAlert-color${severity}`);
    }
  },
};

export const Variants: Story = {
  render: () => <AlertVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveClass('MuiAlert-standard');
    await expect(alerts[1]).toHaveClass('MuiAlert-outlined');
    await expect(alerts[2]).toHaveClass('MuiAlert-filled');
  },
};

export const Titles: Story = {
  render: () => <AlertTitles />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [errors] = canvas.getAllByRole('alert');
    await expect(within(errors).getByText('Two fields need your attention')).toHaveClass(
      'MuiAlertTitle-root',
    );
    await expect(within(errors).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Actions: Story = {
  render: () => <AlertActions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reset = canvas.getByRole('button', { name: 'Show both alerts again' });
    const trial = canvas.getByText('Your free trial ends in 3 days.');
    await expect(reset).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(trial).not.toBeVisible());
    await expect(reset).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'harbour-sunset.jpg was uploaded.',
    );
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await userEvent.click(reset);
    await waitFor(() => expect(trial).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(reset).toBeDisabled();
    await waitForRipples(canvasElement);
  },
};

export const Icons: Story = {
  render: () => <AlertIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0].querySelector('.MuiAlert-icon svg')).not.toBeNull();
    await expect(alerts[1].querySelector('.MuiAlert-icon svg')).not.toBeNull();
    // icon={false} removes the icon column altogether.
    await expect(alerts[2].querySelector('.MuiAlert-icon')).toBeNull();
    await expect(alerts[2]).toHaveTextContent('Shipping is free for orders over €50.');
  },
};
