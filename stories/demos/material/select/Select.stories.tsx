import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { apiControl } from '../../apiControls';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SelectBasic from './SelectBasic';
import SelectControlledOpen from './SelectControlledOpen';
import SelectGrouped from './SelectGrouped';
import SelectMultipleChips from './SelectMultipleChips';
import SelectNative from './SelectNative';
import SelectValidation from './SelectValidation';
import SelectVariants from './SelectVariants';

const deliverySpeeds = { standard: 'Standard (3–5 days)', express: 'Express (next day)', pickup: 'Pick up in store' };

/**
 * A select lets people pick one value, or several, from a list that opens on demand: a country, a size, a
 * sort order. Use it in forms when there are too many options to show them all as radio buttons; match
 * its variant to the other fields of the form.
 */
const meta = {
  title: 'Material UI/Inputs/Select',
  component: Select,
  parameters: { layout: 'padded', muiApi: 'Select' },
  argTypes: {
    variant: apiControl('Select', 'variant', { options: ['outlined', 'filled', 'standard'] }),
    value: apiControl('Select', 'value', { options: Object.keys(deliverySpeeds) }),
  },
} satisfies Meta<typeof Select>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Choosing an option and the `value` control stay in step; the variant and `autoWidth` are controls. */
export const Playground: Story = {
  args: { value: 'standard', variant: 'outlined', autoWidth: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <FormControl variant={args.variant} sx={{ minWidth: 240 }}>
        <InputLabel id="playground-select-label">Delivery speed</InputLabel>
        <Select
          {...args}
          labelId="playground-select-label"
          id="playground-select"
          label="Delivery speed"
          onChange={(event) => updateArgs({ value: event.target.value })}
        >
          {Object.entries(deliverySpeeds).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    );
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /^Delivery speed/ });
    await expect(select).toHaveTextContent(deliverySpeeds[args.value as keyof typeof deliverySpeeds]);
    const input = { outlined: 'MuiOutlinedInput-root', filled: 'MuiFilledInput-root', standard: 'MuiInput-root' }[args.variant ?? 'outlined'];
    await expect(select.closest('.MuiInputBase-root')).toHaveClass(input);
  },
};

export const Basic: Story = {
  render: () => <SelectBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const combobox = canvas.getByRole('combobox', { name: /Department/ });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(combobox);
    const listbox = await page.findByRole('listbox', { name: 'Department' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);

    await userEvent.click(within(listbox).getByRole('option', { name: 'Design' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combobox).toHaveTextContent('Design');
    await expect(combobox).toHaveFocus();
  },
};

export const Variants: Story = {
  render: () => <SelectVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Invoice currency', 'Payout currency', 'Display currency', 'Report currency']) {
      await expect(canvas.getByRole('combobox', { name: new RegExp(name) })).toHaveTextContent(
        'Euro (EUR)',
      );
    }
  },
};

export const Native: Story = {
  render: () => <SelectNative />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Interface language' });
    await expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'Español');
    await expect(select).toHaveValue('es');
  },
};

export const MultipleChips: Story = {
  render: () => <SelectMultipleChips />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const combobox = canvas.getByRole('combobox', { name: /Issue labels/ });
    await expect(within(combobox).getByText('Bug')).toBeVisible();

    await userEvent.click(combobox);
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Security' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Documentation' }));
    // A multiple select stays open, so several options can be picked in a row.
    await expect(within(listbox).getByRole('option', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    for (const label of ['Bug', 'Security', 'Documentation']) {
      await expect(within(combobox).getByText(label)).toBeVisible();
    }
  },
};

export const Grouped: Story = {
  render: () => <SelectGrouped />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const combobox = canvas.getByRole('combobox', { name: /Meeting room/ });

    // Open and choose with the keyboard only; headings are skipped.
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    // The menu grows in: wait until the group header is shown.
    await waitFor(() => expect(within(listbox).getByText('First floor')).toBeVisible());
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: /Atrium/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: /Library/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combobox).toHaveTextContent('Library (6 people)');
  },
};

export const HelperTextAndError: Story = {
  render: () => <SelectValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const combobox = canvas.getByRole('combobox', { name: /Size/ });
    await expect(combobox).toHaveAccessibleDescription('Runs small: pick one size up.');
    await expect(combobox).toHaveAttribute('aria-required', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket' }));
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription(
      'Choose a size to add the T-shirt to your basket.',
    );

    await userEvent.click(combobox);
    await userEvent.click(await page.findByRole('option', { name: 'M' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket' }));
    await expect(combobox).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Added the organic cotton T-shirt in size M to your basket.',
    );
  },
};

export const ControlledOpen: Story = {
  render: () => <SelectControlledOpen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const combobox = canvas.getByRole('combobox', { name: /Sort by/ });
    await expect(combobox).toHaveTextContent('Newest first');

    await userEvent.click(canvas.getByRole('button', { name: 'Change sort order' }));
    const listbox = await page.findByRole('listbox');
    // The menu moves focus to the current choice.
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Newest first' })).toHaveFocus(),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Best rated' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combobox).toHaveTextContent('Best rated');
  },
};
