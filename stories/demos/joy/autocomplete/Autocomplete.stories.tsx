import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteBasic from './AutocompleteBasic';
import AutocompleteFreeSolo from './AutocompleteFreeSolo';
import AutocompleteGrouped from './AutocompleteGrouped';
import AutocompleteLoading from './AutocompleteLoading';
import AutocompleteMultiple from './AutocompleteMultiple';
import AutocompleteSizesColors from './AutocompleteSizesColors';
import AutocompleteVariants from './AutocompleteVariants';

/**
 * Joy UI's Autocomplete is an input that suggests values from a list while people type: an airport,
 * allergens to avoid, a client to bill. It is its own field (no separate text field inside) and takes
 * Joy's global variants, colours and sizes.
 */
const meta = {
  title: 'Joy UI/Inputs/Autocomplete',
  component: Autocomplete,
  parameters: { layout: 'padded' },
  // Required props of the component; every story below renders a demo of its own.
  args: { options: ['Lisbon', 'Porto', 'Vienna'], 'aria-label': 'Destination' },
} satisfies Meta<typeof Autocomplete>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The popup list is portalled to the end of the body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Basic: Story = {
  render: () => <AutocompleteBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Flying from' });
    await expect(canvas.getByRole('status')).toHaveTextContent('No departure airport chosen yet.');
    await userEvent.type(input, 'por');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Porto (OPO)' }));
    await expect(input).toHaveValue('Porto (OPO)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Departing from Porto, airport code OPO.');
  },
};

export const Variants: Story = {
  render: () => <AutocompleteVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of ['plain', 'outlined', 'soft', 'solid']) {
      await expect(canvas.getByRole('combobox', { name: `Cuisine (${variant})` })).toBeVisible();
    }
    const soft = canvas.getByRole('combobox', { name: 'Cuisine (soft)' });
    await userEvent.type(soft, 'tha');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(soft).toHaveValue('Thai');
    await waitFor(() => expect(soft).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const SizesAndColors: Story = {
  render: () => <AutocompleteSizesColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('combobox', { name: 'Invoice currency (sm)' });
    const large = canvas.getByRole('combobox', { name: 'Invoice currency (lg)' });
    // A larger size is a taller field.
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
    for (const color of ['primary', 'neutral', 'danger', 'success', 'warning']) {
      await expect(canvas.getByRole('combobox', { name: `Payout currency (${color})` })).toHaveValue('EUR – Euro');
    }
  },
};

export const Multiple: Story = {
  render: () => <AutocompleteMultiple />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Hide recipes that contain' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Hiding recipes with 1 allergen.');
    await userEvent.type(input, 'ses');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Sesame' }));
    await expect(canvas.getByText('Sesame')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Hiding recipes with 2 allergens.');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Peanuts' }));
    await expect(canvas.queryByText('Peanuts')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Hiding recipes with 1 allergen.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Grouped: Story = {
  render: () => <AutocompleteGrouped />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Night train to' });
    await userEvent.type(input, 'hauptbahnhof');
    const listbox = await page(canvasElement).findByRole('listbox');
    // Austria and Germany have a main station, France and Italy drop out of the list.
    await expect(within(listbox).getByText('Austria')).toBeVisible();
    await expect(within(listbox).getByText('Germany')).toBeVisible();
    await expect(within(listbox).queryByText('France')).not.toBeInTheDocument();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: /München Hauptbahnhof/ }));
    await expect(input).toHaveValue('München Hauptbahnhof');
  },
};

export const FreeSolo: Story = {
  render: () => <AutocompleteFreeSolo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search recipes' });
    // A text that is not among the suggestions is still a value.
    await userEvent.type(input, 'Pumpkin curry{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing recipes for “Pumpkin curry”.');
    await expect(input).toHaveValue('Pumpkin curry');
  },
};

export const Loading: Story = {
  render: () => <AutocompleteLoading />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Bill to' });
    await userEvent.click(input);
    await expect(await page(canvasElement).findByText('Loading…')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading clients' })).toBeVisible();
    const option = await page(canvasElement).findByRole('option', { name: 'Studio Okapi' }, { timeout: 3000 });
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(option);
    await expect(input).toHaveValue('Studio Okapi');
  },
};
