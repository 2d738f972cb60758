import { translate } from '../../src/i18n/translate';
import { translateMarked } from '../../src/i18n/textMarkers';
import type { Language } from '../../src/i18n/language';
import { ISLAND_ATTR } from '../islands/types';

/**
 * Puts the static frame's marked texts (breadcrumbs, contents, prev/next, tabs, nav chips, copy
 * labels, footer: src/components/i18n/Tr.tsx) in the reader's language, with the page's one
 * translator (the islands' too: a missing key warns once for the whole page). Islands are left
 * alone (React owns their DOM and translates them after hydration); the article has no markers.
 */
export function translateFrame(language: Language, root: ParentNode = document): void {
  translateMarked(root, language, translate, `[${ISLAND_ATTR.kind}]`);
}
