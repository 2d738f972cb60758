/** A file or folder of a small travel-booking web app's repository: the rows of the tree data demo. */
export interface ProjectFile {
  id: number;
  /** The folders down to the entry, then its own name: ['src', 'components', 'SearchForm.tsx']. */
  path: readonly string[];
  kind: 'Folder' | 'TypeScript' | 'Stylesheet' | 'JSON' | 'Markdown' | 'Image';
  /** Size in KB (folders: null, the grid shows nothing). */
  sizeKb: number | null;
  owner: string;
}

const FOLDERS = new Set(['src', 'src/components', 'src/pages', 'src/api', 'public', 'docs']);
const FILES: readonly (readonly [string, ProjectFile['kind'], number, string])[] = [
  ['src/components/SearchForm.tsx', 'TypeScript', 6.2, 'Hana Okafor'],
  ['src/components/FlightCard.tsx', 'TypeScript', 4.8, 'Hana Okafor'],
  ['src/components/SeatMap.tsx', 'TypeScript', 11.4, 'Luca Rossi'],
  ['src/components/theme.css', 'Stylesheet', 2.1, 'Wen Nakamura'],
  ['src/pages/Checkout.tsx', 'TypeScript', 9.7, 'Luca Rossi'],
  ['src/pages/Itinerary.tsx', 'TypeScript', 7.3, 'Priya Haddad'],
  ['src/api/bookings.ts', 'TypeScript', 3.9, 'Priya Haddad'],
  ['src/api/airports.json', 'JSON', 48.5, 'Priya Haddad'],
  ['src/main.tsx', 'TypeScript', 0.8, 'Wen Nakamura'],
  ['public/logo.svg', 'Image', 3.2, 'Wen Nakamura'],
  ['public/hero-lisbon.webp', 'Image', 184.0, 'Hana Okafor'],
  ['docs/README.md', 'Markdown', 5.5, 'Luca Rossi'],
  ['docs/release-checklist.md', 'Markdown', 2.4, 'Priya Haddad'],
  ['package.json', 'JSON', 1.6, 'Wen Nakamura'],
];

/** The repository's folders and files, parents before children (ids 1…n, in that order). */
export function createProjectFiles(): ProjectFile[] {
  const folders = [...FOLDERS].map((folder) => ({ path: folder.split('/'), kind: 'Folder' as const, sizeKb: null, owner: '' }));
  const files = FILES.map(([file, kind, sizeKb, owner]) => ({ path: file.split('/'), kind, sizeKb, owner }));
  return [...folders, ...files].map((entry, index) => ({ id: index + 1, ...entry }));
}
