import { duplicatePagePathError } from '../spec/errors';
import { lastSegment, titleOf } from './title';
import { walkNav, type NavTree } from './tree';

/** Tabs of one component page that several entries may share (spec §2 "Navigation rules"). */
const REPEATABLE_SEGMENTS: readonly string[] = ['components-api', 'hooks-api'];

/** A pathname found more than once, with the breadcrumb (titles) of every place it occurs. */
export interface DuplicatePath {
  pathname: string;
  places: string[][];
}

const mayRepeat = (pathname: string): boolean => REPEATABLE_SEGMENTS.includes(lastSegment(pathname));

/** Pathnames occurring more than once among all nodes (pages and groups), in order of first occurrence. */
export function findDuplicates(tree: NavTree): DuplicatePath[] {
  const places = new Map<string, string[][]>();
  for (const { item, ancestors } of walkNav(tree)) {
    if (mayRepeat(item.pathname)) continue;
    const crumb = [...ancestors, item].map(titleOf);
    const seen = places.get(item.pathname);
    if (seen) seen.push(crumb);
    else places.set(item.pathname, [crumb]);
  }
  return [...places]
    .filter(([, found]) => found.length > 1)
    .map(([pathname, found]) => ({ pathname, places: found }));
}

/** "at A and at B", "at A, at B and at C" */
function describePlaces(places: string[][]): string {
  const described = places.map((crumb) => `at ${crumb.join(' › ')}`);
  return described.length > 1
    ? `${described.slice(0, -1).join(', ')} and ${described[described.length - 1]}`
    : described.join('');
}

/** Message for one duplicate, e.g. `Duplicate page path "/x" in material-ui: at A › B and at C › B`. */
export const duplicateMessage = (duplicate: DuplicatePath, treeName: string): string =>
  `${duplicatePagePathError(duplicate.pathname)} in ${treeName}: ${describePlaces(duplicate.places)}`;

/** Spec §5: a duplicated path in the nav tree is an error. Throws naming every duplicate; returns otherwise. */
export function validateNav(tree: NavTree, treeName: string): void {
  const duplicates = findDuplicates(tree);
  if (duplicates.length > 0) {
    throw new Error(duplicates.map((d) => duplicateMessage(d, treeName)).join('\n'));
  }
}
