import { COPY_BUTTON_ATTR, createCopyController, type CopyState } from '../../src/components/code/copyController';

const controllers = new WeakMap<HTMLElement, ReturnType<typeof createCopyController>>();

/** Shows a copy button's state (or the page's copy link's): its attribute (icon, colour) and its label, both in its own markup. */
export function show(button: HTMLElement, state: CopyState): void {
  button.setAttribute('data-copy-state', state);
  const label = button.querySelector('.copy-label');
  if (label) label.textContent = button.getAttribute(`data-label-${state}`) ?? label.textContent;
}

/** The element's copy controller (made on its first click), its states shown on the element: code blocks' buttons and the page's copy link. */
export function copyControllerOf(element: HTMLElement): ReturnType<typeof createCopyController> {
  let controller = controllers.get(element);
  if (!controller) {
    controller = createCopyController({ onState: (state) => show(element, state) });
    controllers.set(element, controller);
  }
  return controller;
}

/**
 * The copy buttons of the page's code blocks, without React: one delegated listener copies the
 * block's text (spec §9: "Copied", back to "Copy" after 2 s). Buttons inside a live island are the
 * island's own (CopyButton stops the event there).
 */
export function startCopyButtons(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(`[${COPY_BUTTON_ATTR}]`);
    const code = button?.closest('[data-language]')?.querySelector('pre');
    if (!button || !code) return;
    // The block's text as written (the markup ends it with a newline).
    void copyControllerOf(button).copy((code.textContent ?? '').replace(/\n$/, ''));
  });
}
