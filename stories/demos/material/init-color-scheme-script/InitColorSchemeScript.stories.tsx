import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import InitColorSchemeLogoSwap from './InitColorSchemeLogoSwap';
import InitColorSchemeModeToggle from './InitColorSchemeModeToggle';
import InitColorSchemeScriptOutput from './InitColorSchemeScriptOutput';

/**
 * InitColorSchemeScript is an inline script for server-rendered pages: it applies the stored or system colour
 * scheme before the page is painted, so that dark mode users never see a light flash. It renders no visible
 * element; the stories show its output and what it changes.
 */
const meta = {
  title: 'Material UI/Utils/InitColorSchemeScript',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const ModeToggle: Story = {
  render: () => <InitColorSchemeModeToggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const html = canvasElement.ownerDocument.documentElement;
    const pageClasses = html.className;
    const pageScheme = html.style.colorScheme;

    const status = await canvas.findByRole('status');
    const preview = status.closest<HTMLElement>('[data-preview-root]');
    if (!preview) {
      throw new Error('The preview element is missing');
    }
    await expect(status).toHaveTextContent('Mode: light.');
    await expect(preview).toHaveAttribute('data-preview-scheme', 'light');

    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }));
    await expect(status).toHaveTextContent('data-preview-scheme="dark"');
    await expect(preview).toHaveAttribute('data-preview-scheme', 'dark');
    await expect(getComputedStyle(preview).colorScheme).toBe('dark');
    // The rest of the page keeps its own colour scheme.
    await expect(html.className).toBe(pageClasses);
    await expect(html.style.colorScheme).toBe(pageScheme);
    await expect(html).not.toHaveAttribute('data-preview-scheme');

    await userEvent.click(canvas.getByRole('button', { name: 'System' }));
    await expect(status).toHaveTextContent('the system prefers light');

    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await expect(preview).toHaveAttribute('data-preview-scheme', 'light');
  },
};

export const ScriptOutput: Story = {
  render: () => <InitColorSchemeScriptOutput />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByRole('region', { name: 'Rendered script' });
    await expect(output).toHaveTextContent("localStorage.getItem('mui-mode') || 'system'");
    await expect(output).toHaveTextContent('classList.add');

    await userEvent.click(canvas.getByRole('radio', { name: 'data-mui-color-scheme' }));
    await expect(output).toHaveTextContent("setAttribute('data-mui-color-scheme', colorScheme)");
    await expect(output).not.toHaveTextContent('classList.add');

    await userEvent.click(canvas.getByRole('radio', { name: 'dark' }));
    await expect(output).toHaveTextContent("localStorage.getItem('mui-mode') || 'dark'");

    // Back to the starting options.
    await userEvent.click(canvas.getByRole('radio', { name: 'class' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'system' }));
    await expect(output).toHaveTextContent("|| 'system'");
  },
};

export const LogoSwap: Story = {
  render: () => <InitColorSchemeLogoSwap />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Dark preview' });
    await waitFor(() => expect(toggle).toBeEnabled());
    const [lightLogo, darkLogo] = Array.from(
      canvasElement.querySelectorAll('img[alt="Northside Bakery"]'),
    );
    await expect(canvas.getAllByRole('img', { name: 'Northside Bakery' })).toHaveLength(1);
    // Both logos are in the markup; CSS shows only the one for the active scheme.
    await expect(lightLogo).toBeVisible();
    await expect(darkLogo).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(darkLogo).toBeVisible());
    await expect(lightLogo).not.toBeVisible();

    await userEvent.click(toggle);
    await waitFor(() => expect(lightLogo).toBeVisible());
    await expect(darkLogo).not.toBeVisible();

    // Settle: no hover, no focus, no ripple left from the clicks.
    await userEvent.unhover(toggle);
    toggle.blur();
    await waitFor(() =>
      expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull(),
    );
  },
};
