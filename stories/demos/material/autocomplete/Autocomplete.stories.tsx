import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import AutocompleteComboBox from './AutocompleteComboBox';
import AutocompleteControlled from './AutocompleteControlled';
import AutocompleteCustomOptions from './AutocompleteCustomOptions';
import AutocompleteFreeSolo from './AutocompleteFreeSolo';
import AutocompleteGrouped from './AutocompleteGrouped';
import AutocompleteLoading from './AutocompleteLoading';
import AutocompleteMultipleChips from './AutocompleteMultipleChips';

/**
 * An autocomplete is a text field that offers matching values from a list while people type: a country,
 * a tag, a colleague. The main decisions are whether typed text that is not in the list is accepted
 * (`freeSolo`) and whether one value or several can be chosen (`multiple`).
 */
const meta = {
  title: 'Material UI/Inputs/Autocomplete',
  component: Autocomplete,
  parameters: { layout: 'padded', muiApi: 'Autocomplete' },
  args: {
    options: ['Australia', 'Canada', 'Finland', 'Germany', 'Ireland', 'Japan', 'Netherlands', 'New Zealand'],
    renderInput: (params) => <TextField {...params} label="Shipping country" />,
  },
} satisfies Meta<typeof Autocomplete>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Size, disabled, read-only, free text, several values and the clear button are controls. */
export const Playground: Story = {
  args: {
    size: 'medium',
    disabled: false,
    readOnly: false,
    freeSolo: false,
    multiple: false,
    disableClearable: false,
    autoHighlight: true,
  },
  // Switching `multiple` changes the kind of value (one or a list): the field starts again empty.
  render: (args) => <Autocomplete key={String(args.multiple)} {...args} sx={{ width: 300 }} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Shipping country' });
    if (args.disabled) {
      await expect(input).toBeDisabled();
      return;
    }
    await userEvent.click(input);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(args.options.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ComboBox: Story = {
  render: () => <AutocompleteComboBox />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Shipping country' });

    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(input, 'land');
    const listbox = await page.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Finland', 'Ireland', 'Netherlands', 'New Zealand']);

    await userEvent.click(within(listbox).getByRole('option', { name: 'Ireland' }));
    await expect(input).toHaveValue('Ireland');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const FreeSolo: Story = {
  render: () => <AutocompleteFreeSolo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Job title' });
    await expect(canvas.getByRole('status')).toHaveTextContent('No job title saved yet');

    // A title that is not in the suggestions is accepted as typed.
    await userEvent.type(input, 'Sound engineer{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Saved job title: Sound engineer',
    );
    await expect(input).toHaveValue('Sound engineer');
  },
};

export const MultipleValues: Story = {
  render: () => <AutocompleteMultipleChips />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Reviewers' });
    await expect(canvas.getByRole('button', { name: 'Lucía Fernández' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Priya Raman' })).toBeVisible();

    // Selected reviewers are filtered out of the list.
    await userEvent.click(input);
    const listbox = await page.findByRole('listbox');
    await expect(
      within(listbox).queryByRole('option', { name: 'Priya Raman' }),
    ).not.toBeInTheDocument();

    await userEvent.type(input, 'mei');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Mei Tanaka' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());

    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(
      canvas.queryByRole('button', { name: 'Mei Tanaka' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /Fernández|Raman/ })).toHaveLength(2);
  },
};

export const Grouped: Story = {
  render: () => <AutocompleteGrouped />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Home office' });

    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const listbox = await page.findByRole('listbox');
    for (const region of ['Africa', 'Americas', 'Asia Pacific', 'Europe']) {
      await expect(within(listbox).getByText(region)).toBeVisible();
    }

    await userEvent.type(input, 'lis');
    await expect(within(listbox).queryByText('Africa')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Lisbon');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  render: () => <AutocompleteLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Project' });

    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await page.findByText('Loading projects…')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading projects' })).toBeVisible();

    const option = await page.findByRole(
      'option',
      { name: 'Customer portal' },
      { timeout: 3000 },
    );
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(option);
    await expect(input).toHaveValue('Customer portal');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Controlled: Story = {
  render: () => <AutocompleteControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Shipping method' });
    await expect(canvas.getByText("value: 'Standard (3–5 days)'")).toBeVisible();
    await expect(canvas.getByText("inputValue: 'Standard (3–5 days)'")).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'col');
    await expect(canvas.getByText('value: null')).toBeVisible();
    await expect(canvas.getByText("inputValue: 'col'")).toBeVisible();

    await userEvent.click(await page.findByRole('option', { name: 'Click & collect' }));
    await expect(canvas.getByText("value: 'Click & collect'")).toBeVisible();
    await expect(canvas.getByText("inputValue: 'Click & collect'")).toBeVisible();
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const CustomOptions: Story = {
  render: () => <AutocompleteCustomOptions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Assign ticket to' });

    await userEvent.click(input);
    const listbox = await page.findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: /Elena Petrova/ }),
    ).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(listbox).getByRole('option', { name: /Ravi Kumar/ }));
    await expect(input).toHaveValue('Ravi Kumar');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
