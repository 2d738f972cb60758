import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import GlobalVariantsColors from './GlobalVariantsColors';
import GlobalVariantsComponents from './GlobalVariantsComponents';
import GlobalVariantsCustomTheme from './GlobalVariantsCustomTheme';
import GlobalVariantsTokens from './GlobalVariantsTokens';

/**
 * Joy's four global variants (solid, soft, outlined, plain) and five colours, shared by every
 * component through the theme's `variants` tokens, and customised with a theme of your own.
 */
const meta = {
  title: 'Joy UI/Main features/Global Variants',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

export const Components: Story = {
  render: () => <GlobalVariantsComponents />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Send invoice' });
    await expect(buttons).toHaveLength(4);
    const [solid, soft, outlined, plain] = buttons.map((b) => getComputedStyle(b));
    // solid and soft fill the component; outlined draws a border; plain has neither.
    await expect(solid!.backgroundColor).not.toBe(TRANSPARENT);
    await expect(soft!.backgroundColor).not.toBe(TRANSPARENT);
    await expect(soft!.backgroundColor).not.toBe(solid!.backgroundColor);
    await expect(outlined!.borderTopWidth).toBe('1px');
    await expect(outlined!.backgroundColor).toBe(TRANSPARENT);
    await expect(plain!.backgroundColor).toBe(TRANSPARENT);
    await expect(plain!.borderTopWidth).toBe('0px');
    // One variant and colour look the same on any component: the solid neutral Chip and IconButton share a token.
    const solidChip = canvas.getAllByText('Paid')[0]!.closest('.MuiChip-root')!;
    const solidIcon = canvas.getByRole('button', { name: 'Download PDF (solid)' });
    await expect(getComputedStyle(solidChip).backgroundColor).toBe(getComputedStyle(solidIcon).backgroundColor);
    await expect(getComputedStyle(solidChip).backgroundColor).not.toBe(TRANSPARENT);
    await expect(canvas.getByRole('textbox', { name: 'Client email (outlined)' })).toBeVisible();
  },
};

export const Colors: Story = {
  render: () => <GlobalVariantsColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send invoice' });
    await expect(send).toHaveClass('MuiButton-variantSolid', 'MuiButton-colorPrimary');
    const primaryBg = getComputedStyle(send).backgroundColor;

    await userEvent.click(canvas.getByRole('radio', { name: 'danger' }));
    await expect(canvas.getByRole('radio', { name: 'danger' })).toBeChecked();
    await expect(send).toHaveClass('MuiButton-colorDanger');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveClass('MuiButton-variantPlain', 'MuiButton-colorDanger');
    await expect(getComputedStyle(send).backgroundColor).not.toBe(primaryBg);
  },
};

export const Tokens: Story = {
  render: () => <GlobalVariantsTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A styled span spreading theme.variants.soft.success looks like Joy's own soft success Chip.
    const tag = getComputedStyle(canvas.getByTestId('status-tag'));
    const chip = getComputedStyle(canvas.getByText('Paid (Joy Chip)').closest('.MuiChip-root')!);
    await expect(tag.backgroundColor).toBe(chip.backgroundColor);
    await expect(tag.color).toBe(chip.color);
    await expect(tag.backgroundColor).not.toBe(TRANSPARENT);
    // The token is a style object whose values are CSS variables of the palette.
    await expect(canvas.getByText(/--joy-palette-primary-solidBg/)).toBeVisible();
  },
};

export const CustomTheme: Story = {
  render: () => <GlobalVariantsCustomTheme />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bg = (region: string, name: string) =>
      getComputedStyle(within(canvas.getByRole('region', { name: region })).getByRole('button', { name })).backgroundColor;
    await expect(bg('Custom variant tokens', 'Book table')).toBe('rgb(31, 111, 92)');
    await expect(bg('Default theme', 'Book table')).not.toBe('rgb(31, 111, 92)');
    await expect(bg('Custom variant tokens', 'Save recipe')).not.toBe(bg('Default theme', 'Save recipe'));
  },
};
