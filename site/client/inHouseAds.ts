import { IN_HOUSE_ADS } from '../../src/ads/inHouseAds';
import { IN_HOUSE_ADS_ATTR, chooseInHouseOnly, inHouseVariantOf } from '../../src/ads/inHouseOnly';
import { adEvent, scheduleDisplayEvent } from '../../src/ads/adEvents';
import { browserClock } from '../../src/components/ads/browserClock';
import { pushAdEvent } from '../adEvents';

/**
 * The in-house ads of a site without an ad network (no React): draws the slot's variant with
 * the spec's rules, shows it, sends the sampled display event 2.5 s after the page is shown
 * (`whenShown`) and a click event for a click on one of its links (spec §7, §9).
 */
export function startInHouseAds(whenShown: (start: () => void) => void, root: ParentNode = document): void {
  for (const slot of root.querySelectorAll<HTMLElement>(`[${IN_HOUSE_ADS_ATTR.slot}]`)) {
    const choice = chooseInHouseOnly(navigator.userAgent, Math.random, IN_HOUSE_ADS);
    if (choice.kind === 'bot') {
      // Spec §4: bots get an empty span.
      slot.replaceChildren(document.createElement('span'));
      continue;
    }
    const template = slot.querySelector<HTMLTemplateElement>(`template[${IN_HOUSE_ADS_ATTR.variant}="${inHouseVariantOf(choice)}"]`);
    if (!template) continue;
    const shown = template.content.cloneNode(true) as DocumentFragment;
    for (const img of shown.querySelectorAll('img[data-src]')) img.setAttribute('src', img.getAttribute('data-src')!);
    slot.replaceChildren(shown);
    const kind = choice.kind;
    slot.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) pushAdEvent(adEvent('click', kind));
    });
    whenShown(() => void scheduleDisplayEvent(pushAdEvent, kind, browserClock, Math.random));
  }
}
