import type { Meta, StoryObj } from '@storybook/react-vite';
import Select from '@mui/joy/Select';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SelectBasic from './SelectBasic';
import SelectColors from './SelectColors';
import SelectDecorators from './SelectDecorators';
import SelectInForm from './SelectInForm';
import SelectMultiple from './SelectMultiple';
import SelectSizes from './SelectSizes';
import SelectVariants from './SelectVariants';

/**
 * Joy's Select picks one value (or several, with `multiple`) from a list that opens under a button.
 * The list is rendered in a popper on `document.body`, so the plays look for options there.
 */
const meta = {
  title: 'Joy UI/Inputs/Select',
  component: Select,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Select>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The open list lives in a portal on the page's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Basic: Story = {
  render: () => <SelectBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Cabin class' });
    await expect(select).toHaveTextContent('Economy');
    await userEvent.click(select);
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(page(canvasElement).getByRole('option', { name: 'Business' }));
    await expect(select).toHaveTextContent('Business');
    await expect(canvas.getByRole('status')).toHaveTextContent('Fares shown for Business.');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Variants: Story = {
  render: () => <SelectVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['plain', 'outlined', 'soft', 'solid']) {
      const select = canvas.getByRole('combobox', { name: `Currency (${variant})` });
      await expect(select).toHaveTextContent('Euro (EUR)');
      await expect(select.parentElement).toHaveClass(`MuiSelect-variant${variant[0]!.toUpperCase()}${variant.slice(1)}`);
    }
  },
};

export const Colors: Story = {
  render: () => <SelectColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const danger = canvas.getByRole('combobox', { name: 'Invoice status (danger)' });
    await expect(danger.parentElement).toHaveClass('MuiSelect-colorDanger');
    // The keyboard opens the list too: ArrowDown on the focused button, Enter picks the highlighted option.
    danger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(danger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(danger).toHaveTextContent('Sent');
    await waitFor(() => expect(danger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Sizes: Story = {
  render: () => <SelectSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('combobox', { name: 'Servings (small)' });
    const large = canvas.getByRole('combobox', { name: 'Servings (large)' });
    await expect(small).toHaveTextContent('4 people');
    await expect(small.parentElement).toHaveClass('MuiSelect-sizeSm');
    await expect(large.parentElement).toHaveClass('MuiSelect-sizeLg');
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
  },
};

export const Decorators: Story = {
  render: () => <SelectDecorators />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Departing from' });
    await expect(select).toHaveTextContent('Lisbon (LIS)');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear departure airport' }));
    await expect(select).toHaveTextContent('Choose an airport');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear departure airport' })).not.toBeInTheDocument();

    await userEvent.click(select);
    await userEvent.click(page(canvasElement).getByRole('option', { name: 'Madrid (MAD)' }));
    await expect(select).toHaveTextContent('Madrid (MAD)');
    await expect(canvas.getByRole('button', { name: 'Clear departure airport' })).toBeVisible();
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Multiple: Story = {
  render: () => <SelectMultiple />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Dietary needs' });
    await userEvent.click(select);
    const listbox = page(canvasElement).getByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Gluten free' }));
    // A multiple select stays open, so several options can be picked in a row.
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Vegetarian' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Gluten free' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
    await expect(select).toHaveTextContent('VegetarianGluten free');
  },
};

export const InForm: Story = {
  render: () => <SelectInForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: /Payment terms/ });
    await expect(select).toHaveAttribute('aria-required', 'true');
    await userEvent.click(select);
    await userEvent.click(page(canvasElement).getByRole('option', { name: 'Net 30 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved with payment-terms=net-30');
  },
};
