import { useState } from 'react';
import { useArgs } from 'storybook/preview-api';

/**
 * Open state of a Playground's overlay (Dialog, Modal, Drawer): the story's button opens it with local
 * state, and the `open` control opens it too. The button does not update args: an args update while a
 * play function runs re-renders the story, which is then reported rendered before the play has ended.
 */
export function useOverlayOpen(openArg: boolean | undefined) {
  const [, updateArgs] = useArgs();
  const [opened, setOpened] = useState(false);
  return {
    open: Boolean(openArg) || opened,
    show: () => setOpened(true),
    close: () => {
      setOpened(false);
      if (openArg) updateArgs({ open: false });
    },
  };
}
