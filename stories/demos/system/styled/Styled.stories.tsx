import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import StyledNameSlot from './StyledNameSlot';
import StyledShouldForwardProp from './StyledShouldForwardProp';
import StyledSxProp from './StyledSxProp';
import StyledThemeAccess from './StyledThemeAccess';

/**
 * `styled` from `@mui/system`: Emotion's `styled` with the theme in every style function, an `sx` prop on
 * the component it makes, and the `name`/`slot` options that connect it to `theme.components`.
 */
const meta = {
  title: 'MUI System/Style Utilities/styled',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ThemeAccess: Story = {
  name: 'Theme in style functions',
  render: () => <StyledThemeAccess />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = getComputedStyle(canvas.getByRole('region', { name: 'Casa do Rio booking' }));
    // theme.spacing(2) and the site theme's 12px corners (MUI's default theme has 4px).
    await expect(card.padding).toBe('16px');
    await expect(card.borderRadius).toBe('12px');
    // theme.breakpoints.up('sm'): the story's 1024px window puts the price beside the details.
    await expect(card.gridTemplateColumns.split(' ')).toHaveLength(2);
    await expect(getComputedStyle(canvas.getByText('€342')).textAlign).toBe('end');
  },
};

export const ShouldForwardProp: Story = {
  render: () => <StyledShouldForwardProp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show day 2: Sintra' });
    const panel = canvasElement.querySelector('#day-two-plan')!;
    await expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Pena Palace/)).toBeVisible();
    // The prop chose the styles and stopped there: no open attribute on the div.
    await expect(panel).not.toHaveAttribute('open');
    await expect(getComputedStyle(panel).paddingInlineStart).toBe('16px');
  },
};

export const SxProp: Story = {
  name: 'The sx prop',
  render: () => <StyledSxProp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withSx = getComputedStyle(canvas.getByText(/styled with sx/));
    const skipped = getComputedStyle(canvas.getByText(/skipSx/));
    await expect(withSx.marginBottom).toBe('16px');
    await expect(withSx.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    // skipSx: the same sx prop does nothing.
    await expect(skipped.marginBottom).toBe('0px');
    await expect(skipped.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const NameAndSlot: Story = {
  name: 'Theme overrides through name and slot',
  render: () => <StyledNameSlot />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Azores whale watching' });
    // theme.components.TripCard.styleOverrides.root comes after the component's own solid border.
    await expect(getComputedStyle(card).borderTopStyle).toBe('dashed');
    await expect(getComputedStyle(canvas.getByText('€89')).fontSize).toBe('24px');
    const badge = getComputedStyle(canvas.getByText('Last 4 seats'));
    await expect(badge.textTransform).toBe('uppercase');
    await expect(badge.fontWeight).toBe('700');
  },
};
