import { activeHeadingId } from './scrollSpy';

/** Where a heading counts as being read: under the app bar. */
export const SPY_OFFSET = 96;

/**
 * Calls `onActive` with the heading being read now and after every scroll (one frame at most).
 * Shared by the Toc component (stories) and the site's script, which runs it without React.
 */
export function watchScrollSpy(ids: string[], onActive: (id: string | undefined) => void, win: Window = window): () => void {
  if (ids.length === 0) return () => undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    const headings = ids
      .map((id) => ({ id, top: win.document.getElementById(id)?.getBoundingClientRect().top ?? Infinity }))
      .filter((h) => h.top !== Infinity);
    onActive(activeHeadingId(headings, SPY_OFFSET));
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  };
  update();
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    win.cancelAnimationFrame(frame);
  };
}
