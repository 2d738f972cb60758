import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MaterialIconImport from './MaterialIconImport';
import MaterialIconPlayer from './MaterialIconPlayer';
import MaterialIconThemePicker from './MaterialIconThemePicker';

/**
 * @mui/icons-material ships the Material icons as ready-made React components in five styles (filled,
 * outlined, rounded, two tone, sharp). Each icon is an SvgIcon, so size and colour work as on the Icons
 * page, whose playground has the props.
 */
const meta = {
  title: 'Material UI/Data display/Material Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Blurs the focused control and waits until its ripples have faded out, so the screenshot
 * doesn't catch a ripple halfway.
 */
async function waitForRipples(root: HTMLElement) {
  const focused = root.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
  await waitFor(() => expect(root.ownerDocument.querySelector('.MuiTouchRipple-child')).toBeNull(), { timeout: 3000 });
}

export const ImportAndSize: Story = {
  render: () => <MaterialIconImport />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Oslo to Lisbon' });
    const icon = heading.querySelector('svg');
    if (!icon) throw new Error('The heading has no icon');
    // fontSize="inherit": the icon is as tall as the heading's font size.
    await expect(icon.getBoundingClientRect().height).toBeCloseTo(parseFloat(getComputedStyle(heading).fontSize), 0);
  },
};

export const ThemePicker: Story = {
  render: () => <MaterialIconThemePicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Icon theme' });
    await expect(within(group).getByRole('button', { name: 'Outlined' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText("import HomeIcon from '@mui/icons-material/HomeOutlined';")).toBeVisible();
    const before = canvas.getAllByRole('listitem')[0]!.querySelector('path')?.getAttribute('d');

    await userEvent.click(within(group).getByRole('button', { name: 'Two tone' }));
    await expect(within(group).getByRole('button', { name: 'Two tone' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText("import HomeIcon from '@mui/icons-material/HomeTwoTone';")).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]!.querySelector('path')?.getAttribute('d')).not.toBe(before);

    await userEvent.click(within(group).getByRole('button', { name: 'Filled' }));
    await expect(canvas.getByText("import HomeIcon from '@mui/icons-material/Home';")).toBeVisible();
    await userEvent.unhover(within(group).getByRole('button', { name: 'Filled' }));
    await waitForRipples(canvasElement);
  },
};

export const IconButtonsPlayer: Story = {
  render: () => <MaterialIconPlayer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Paused at 12:40 of 38:00');

    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(status).toHaveTextContent('Playing at 12:40');
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 30 seconds' }));
    await expect(status).toHaveTextContent('Playing at 13:10');
    await userEvent.click(canvas.getByRole('button', { name: 'Back 10 seconds' }));
    await expect(status).toHaveTextContent('Playing at 13:00');

    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(status).toHaveTextContent('Paused at 13:00 of 38:00');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Play' }));
    await waitForRipples(canvasElement);
  },
};
