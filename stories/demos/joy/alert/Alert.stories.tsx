import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Alert from '@mui/joy/Alert';
import AlertColors from './AlertColors';
import AlertDismissible from './AlertDismissible';
import AlertSizes from './AlertSizes';
import AlertVariants from './AlertVariants';

/**
 * Joy's Alert is a short, prominent message about something the reader should know now: a confirmation, a
 * warning, an error. It takes Joy's variants, colours and sizes, and decorators before and after the text.
 */
const meta = {
  title: 'Joy UI/Feedback/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Alert>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <AlertColors />,
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('status');
    await expect(alerts).toHaveLength(5);
    const colors = ['Primary', 'Neutral', 'Success', 'Warning', 'Danger'];
    for (const [index, alert] of alerts.entries()) await expect(alert).toHaveClass(`MuiAlert-color${colors[index]}`);
    await expect(alerts[4]).toHaveTextContent('Flight TP 1351 is cancelled.');
  },
};

export const Variants: Story = {
  render: () => <AlertVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['Solid', 'Soft', 'Outlined', 'Plain']) {
      const alert = canvas.getByText(`Refund sent (${variant.toLowerCase()})`).closest('.MuiAlert-root');
      await expect(alert).toHaveClass(`MuiAlert-variant${variant}`, 'MuiAlert-colorSuccess');
    }
  },
};

export const Sizes: Story = {
  render: () => <AlertSizes />,
  play: async ({ canvasElement }) => {
    const [sm, md, lg] = within(canvasElement).getAllByRole('status');
    await expect(sm).toHaveClass('MuiAlert-sizeSm');
    await expect(lg).toHaveClass('MuiAlert-sizeLg');
    // A larger size means more padding and larger text, so a taller alert.
    await expect(sm!.getBoundingClientRect().height).toBeLessThan(md!.getBoundingClientRect().height);
    await expect(md!.getBoundingClientRect().height).toBeLessThan(lg!.getBoundingClientRect().height);
  },
};

export const Dismissible: Story = {
  render: () => <AlertDismissible />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Rail strike on 14 June');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the strike warning' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Show the strike warning again' }));
    await expect(canvas.getByRole('alert')).toHaveClass('MuiAlert-variantSolid', 'MuiAlert-colorWarning');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
