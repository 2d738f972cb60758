import type { Meta, StoryObj } from '@storybook/react-vite';
import Accordion from '@mui/joy/Accordion';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccordionBasic from './AccordionBasic';
import AccordionControlled from './AccordionControlled';
import AccordionVariants from './AccordionVariants';

/** Joy's Accordion shows a heading-like button per section and opens its content on demand. */
const meta = {
  title: 'Joy UI/Surfaces/Accordion',
  component: Accordion,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Accordion>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => <AccordionBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dates = canvas.getByRole('button', { name: 'Can I change my travel dates?' });
    await expect(dates).toHaveAttribute('aria-expanded', 'false');
    // Each summary is an h3 with the button inside it.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Can I change my travel dates?' })).toContainElement(dates);
    // A closed panel is hidden, so it is not in the accessibility tree.
    await expect(canvas.queryByRole('region', { name: 'Can I change my travel dates?' })).toBeNull();
    await userEvent.click(dates);
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'Can I change my travel dates?' });
    await expect(panel).toHaveAttribute('id', dates.getAttribute('aria-controls'));
    await expect(within(panel).getByText(/there is no change fee/)).toBeVisible();
    // Independent sections: opening another one leaves the first open.
    await userEvent.click(canvas.getByRole('button', { name: 'How much luggage can I bring?' }));
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OneAtATime: Story = {
  name: 'One at a time (controlled)',
  render: () => <AccordionControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prep = canvas.getByRole('button', { name: '1. Prepare the vegetables' });
    const soften = canvas.getByRole('button', { name: '2. Soften them' });
    await expect(prep).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(soften);
    await expect(soften).toHaveAttribute('aria-expanded', 'true');
    await expect(prep).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: '2. Soften them' })).toHaveTextContent(/low heat for 10 minutes/);
    // The keyboard: Tab reaches the next button, Enter and Space toggle it.
    await userEvent.tab();
    const simmer = canvas.getByRole('button', { name: '3. Simmer the lentils' });
    await expect(simmer).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(simmer).toHaveAttribute('aria-expanded', 'true');
    await expect(soften).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(simmer).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(prep);
    await expect(prep).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The Select's listbox is portalled into the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const VariantsSizesDisabled: Story = {
  name: 'Variants, sizes and disabled',
  render: () => <AccordionVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByTestId('faq-group');
    await expect(group).toHaveClass('MuiAccordionGroup-variantOutlined');
    await userEvent.click(canvas.getByRole('combobox', { name: /Variant/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'soft' }));
    await waitFor(() => expect(group).toHaveClass('MuiAccordionGroup-variantSoft'));
    const seats = canvas.getByRole('button', { name: 'Are seat reservations included?' });
    const mdHeight = seats.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('combobox', { name: /Size/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'lg' }));
    await waitFor(() => expect(group).toHaveClass('MuiAccordionGroup-sizeLg'));
    await expect(seats.getBoundingClientRect().height).toBeGreaterThan(mdHeight);
    // The disabled section's button cannot be used, so its panel stays closed.
    const refunds = canvas.getByRole('button', { name: /Refunds/ });
    await expect(refunds).toBeDisabled();
    await expect(refunds).toHaveAttribute('aria-expanded', 'false');
  },
};
