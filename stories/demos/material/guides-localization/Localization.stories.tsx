import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LocalizationLocaleSwitch from './LocalizationLocaleSwitch';

/**
 * The locales of @mui/material/locale translate the built-in texts of components (pagination labels,
 * "Rows per page", Autocomplete's "No options"…) through the theme's default props.
 */
const meta = {
  title: 'Material UI/How-to guides/Localization',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const LocaleSwitch: Story = {
  render: () => <LocalizationLocaleSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // German first: the labels and the item names come from deDE.
    await expect(canvas.getByText('Zeilen pro Seite:')).toBeVisible();
    await expect(canvas.getByText('1–10 von 248')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Navigation via Seitennummerierung' })).toBeVisible();
    const [nextPage] = canvas.getAllByRole('button', { name: 'Zur nächsten Seite' });
    await userEvent.click(nextPage!);
    await expect(canvas.getByText('11–20 von 248')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');

    // French: same state, other texts.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Locale' }));
    await userEvent.click(await body.findByRole('option', { name: 'Français (France)' }));
    await expect(canvas.getByText('Lignes par page :')).toBeVisible();
    await expect(canvas.getByText('11–20 sur 248')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Aller à la page suivante' })).toHaveLength(2);
    await expect(canvas.queryByText('Zeilen pro Seite:')).not.toBeInTheDocument();
  },
};
