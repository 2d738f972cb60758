import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AccordionBasic from './AccordionBasic';
import AccordionControlled from './AccordionControlled';
import AccordionOutlined from './AccordionOutlined';
import AccordionWithActions from './AccordionWithActions';

/**
 * An accordion folds a section into one row that people open when they need it: the questions of a help
 * page, the rarely used settings of a form. Decide whether a section starts open and whether opening one
 * closes the others (a controlled `expanded`).
 */
const meta = {
  title: 'Material UI/Surfaces/Accordion',
  component: Accordion,
  parameters: { layout: 'padded', muiApi: 'Accordion' },
  args: {
    children: [
      <AccordionSummary key="summary" expandIcon={<ExpandMoreIcon />} id="playground-summary" aria-controls="playground-details">
        <Typography component="span">Which payment methods can I use?</Typography>
      </AccordionSummary>,
      <AccordionDetails key="details" id="playground-details">
        Cards, PayPal and bank transfer. Business accounts can also pay by invoice.
      </AccordionDetails>,
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The summary and the `expanded` control open and close it together; `disabled` and `disableGutters` apply live. */
export const Playground: Story = {
  args: { expanded: true, disabled: false, disableGutters: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return <Accordion {...args} onChange={(_event, expanded) => updateArgs({ expanded })} />;
  },
  play: async ({ canvasElement, args }) => {
    const summary = within(canvasElement).getByRole('button', { name: 'Which payment methods can I use?' });
    await expect(summary).toHaveAttribute('aria-expanded', String(args.expanded));
    if (args.disabled) await expect(summary).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Basic: Story = {
  render: () => <AccordionBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = canvas.getByRole('button', {
      name: 'How long does delivery take?',
    });
    const returns = canvas.getByRole('button', { name: 'Can I return an item?' });
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('region', { name: 'How long does delivery take?' }),
    ).toBeVisible();

    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    const returnsPanel = await canvas.findByRole('region', {
      name: 'Can I return an item?',
    });
    await waitFor(() => expect(returnsPanel).toBeVisible());
    await expect(returnsPanel).toHaveTextContent(/within 30 days/);

    // Close it again with the keyboard: the summary is a real button.
    returns.focus();
    await userEvent.keyboard('{Enter}');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(returnsPanel).not.toBeVisible());
  },
};

export const Controlled: Story = {
  render: () => <AccordionControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('button', { name: /^Profile/ });
    const notifications = canvas.getByRole('button', { name: /^Notifications/ });
    await expect(profile).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(profile);
    await expect(profile).toHaveAttribute('aria-expanded', 'true');

    // Opening a second section closes the first one.
    await userEvent.click(notifications);
    await expect(notifications).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.getByText(/weekly summary of project activity/)).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(/Ana Ribeiro/)).not.toBeVisible());
  },
};

export const WithActions: Story = {
  render: () => <AccordionWithActions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = canvas.getByRole('button', { name: 'Track parcel' });
    await expect(track).toBeVisible();
    const invoice = canvas.getByRole('button', { name: /Invoice/ });
    await expect(invoice).toBeDisabled();
    await expect(invoice).toHaveAttribute('aria-expanded', 'false');

    const order = canvas.getByRole('button', { name: /Order #4821/ });
    await userEvent.click(order);
    await expect(order).toHaveAttribute('aria-expanded', 'false');
    // Collapsed content stays mounted but is hidden from everyone.
    await waitFor(() => expect(track).not.toBeVisible());
    await userEvent.click(order);
    await expect(order).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(track).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Track parcel' })).toBe(track);
  },
};

export const Outlined: Story = {
  render: () => <AccordionOutlined />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    const method = canvas.getByRole('button', { name: 'Method' });
    // unmountOnExit: collapsed details are not in the document at all.
    await expect(canvas.queryByText(/Crisp the guanciale/)).not.toBeInTheDocument();

    await userEvent.click(method);
    await expect(method).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(canvas.getByText(/Crisp the guanciale/)).toBeVisible(),
    );
    await expect(
      await canvas.findByRole('region', { name: 'Method' }),
    ).toBeVisible();
  },
};
