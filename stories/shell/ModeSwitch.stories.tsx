import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useInstantModeSwitch } from '../../src/theme/instantModeSwitch';

/** One owner of the hook: the scheme it is given, as a reader's clicks would change it. */
function SchemeOwner({ scheme }: { scheme: string }) {
  useInstantModeSwitch(scheme);
  return <output aria-label="Scheme">{scheme}</output>;
}

/**
 * Changes the scheme twice within one task (dark, then light), and in the other test removes the owner
 * right after a change: the two moments when MUI's `disableTransitionOnChange` leaves its style behind.
 */
function Harness() {
  const [scheme, setScheme] = useState('light');
  const [mounted, setMounted] = useState(true);
  return (
    <div>
      {mounted && <SchemeOwner scheme={scheme} />}
      <button
        type="button"
        onClick={() => {
          flushSync(() => setScheme('dark'));
          flushSync(() => setScheme('light'));
        }}
      >
        Switch twice
      </button>
      <button
        type="button"
        onClick={() => {
          flushSync(() => setScheme('dark'));
          flushSync(() => setMounted(false));
        }}
      >
        Switch and unmount
      </button>
    </div>
  );
}

const meta = {
  title: 'Shell/ModeSwitch',
  render: () => <Harness />,
  // Nothing to see: the stories check styles in the document, not a picture.
  parameters: { screenshot: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every style that turns all transitions off, and whether a transition declared on the page runs. */
async function expectTransitionsBack() {
  const probe = document.body.appendChild(document.createElement('div'));
  probe.style.transition = 'opacity 200ms';
  try {
    await waitFor(() => {
      const off = [...document.querySelectorAll('style')].filter((style) => /transition:none!important/.test(style.textContent ?? ''));
      expect(off).toHaveLength(0);
      expect(getComputedStyle(probe).transitionDuration).toBe('0.2s');
    });
  } finally {
    probe.remove();
  }
}

export const SwitchTwiceInOneTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Switch twice' }).click();
    await expect(canvas.getByRole('status', { name: 'Scheme' })).toHaveTextContent('light');
    await expectTransitionsBack();
  },
};

export const SwitchThenUnmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Switch and unmount' }).click();
    await expect(canvas.queryByRole('status', { name: 'Scheme' })).toBeNull();
    await expectTransitionsBack();
  },
};
