import { watchScrollSpy } from '../../src/components/page/watchScrollSpy';

/** The table of contents' scroll spy, without React: marks the section being read. */
export function startScrollSpy(doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  if (links.length === 0) return;
  const ids = links.map((a) => decodeURIComponent(a.hash.slice(1)));
  watchScrollSpy(ids, (active) => {
    links.forEach((a, i) => {
      if (ids[i] === active) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
    });
  });
}
