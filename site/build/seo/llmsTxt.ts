/** One line of an llms.txt list: a page's Markdown version and what it is about. */
export interface LlmsLink {
  title: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

/** Titles and descriptions are one line each; brackets in a title would end its link. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const linkLine = ({ title, url, description }: LlmsLink) => `- [${oneLine(title).replace(/[[\]]/g, '\\$&')}](${url}): ${oneLine(description)}`;

/**
 * An llms.txt file (llmstxt.org): the title as H1, the summary as a quote, then one H2 per
 * section with a link per page and its one-line description.
 */
export function llmsTxt({ title, summary, details, sections }: { title: string; summary: string; details?: string; sections: LlmsSection[] }): string {
  const parts = [`# ${oneLine(title)}`, `> ${oneLine(summary)}`];
  if (details) parts.push(details.trim());
  for (const section of sections) {
    if (section.links.length) parts.push(`## ${oneLine(section.title)}\n\n${section.links.map(linkLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Groups items into sections by a key, keeping the order in which each section first appears. */
export function sectionsOf<T>(items: readonly T[], sectionOf: (item: T) => string, linkOf: (item: T) => LlmsLink): LlmsSection[] {
  const sections = new Map<string, LlmsLink[]>();
  for (const item of items) {
    const key = sectionOf(item);
    sections.set(key, [...(sections.get(key) ?? []), linkOf(item)]);
  }
  return [...sections].map(([title, links]) => ({ title, links }));
}
