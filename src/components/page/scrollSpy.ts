/** The heading being read: the last one whose top has passed the offset line (first one otherwise). */
export function activeHeadingId(headings: { id: string; top: number }[], offset: number): string | undefined {
  let active = headings[0]?.id;
  for (const h of headings) {
    if (h.top - offset <= 0) active = h.id;
    else break;
  }
  return active;
}
