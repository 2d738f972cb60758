import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DensityProps from './DensityProps';
import DensityTheme from './DensityTheme';

/** Density: the props that make components tighter, and a theme that sets them as defaults. */
const meta = {
  title: 'Material UI/Customization/Density',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ComponentProps: Story = {
  render: () => <DensityProps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Search invoices' });
    const list = canvas.getByRole('list', { name: 'Invoices' });
    const tall = list.getBoundingClientRect().height;
    await expect(search.closest('.MuiInputBase-root')).not.toHaveClass('MuiInputBase-sizeSmall');
    await userEvent.click(canvas.getByRole('switch', { name: 'Compact layout' }));
    await expect(search.closest('.MuiInputBase-root')).toHaveClass('MuiInputBase-sizeSmall');
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveClass('MuiButton-sizeSmall');
    await expect(list).toHaveClass('MuiList-dense');
    await expect(list.getBoundingClientRect().height).toBeLessThan(tall);
  },
};

export const DenseTheme: Story = {
  render: () => <DensityTheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Server load' });
    const toolbar = canvas.getByTestId('toolbar');
    const tall = table.getBoundingClientRect().height;
    await expect(toolbar).toHaveClass('MuiToolbar-regular');
    await userEvent.click(canvas.getByRole('switch', { name: 'Dense theme' }));
    await expect(toolbar).toHaveClass('MuiToolbar-dense');
    await expect(canvas.getAllByRole('cell')[0]).toHaveClass('MuiTableCell-sizeSmall');
    await expect(canvas.getByRole('button', { name: 'Refresh servers' })).toHaveClass('MuiIconButton-sizeSmall');
    await expect(table.getBoundingClientRect().height).toBeLessThan(tall);
  },
};
