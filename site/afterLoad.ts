/** Resolves once the page's load event has fired (at once if it already has). */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}
