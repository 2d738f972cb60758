import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../site/build/seo/sitemap';
import { llmsTxt, sectionsOf } from '../../../site/build/seo/llmsTxt';

describe('sitemap.xml', () => {
  it('lists each URL once, sorted and escaped, in the sitemaps.org namespace, without made-up dates', () => {
    const xml = sitemapXml(['https://d.example/b', 'https://d.example/a?x=1&y=2', 'https://d.example/b']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://d.example/a?x=1&amp;y=2</loc></url>',
        '  <url><loc>https://d.example/b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(xml).not.toContain('lastmod');
  });

  it('robots.txt lets crawlers read the pages, not the API, and names the sitemap', () => {
    const robots = robotsTxt('https://d.example');
    expect(robots.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', '', 'Sitemap: https://d.example/sitemap.xml', '']);
  });
});

describe('llms.txt', () => {
  const pages = [
    { path: '/p/install', section: 'Getting started', title: 'Installation', description: 'How to\n install.' },
    { path: '/p/button', section: 'Components', title: 'Button [beta]', description: 'Buttons start actions.' },
    { path: '/p/usage', section: 'Getting started', title: 'Usage', description: 'First steps.' },
  ];

  it('groups pages under the section each first appears in, keeping their order', () => {
    const sections = sectionsOf(pages, (p) => p.section, (p) => ({ title: p.title, url: `https://d.example${p.path}.md`, description: p.description }));
    expect(sections.map((s) => [s.title, s.links.map((l) => l.title)])).toEqual([
      ['Getting started', ['Installation', 'Usage']],
      ['Components', ['Button [beta]']],
    ]);
  });

  it('has the title as H1, the summary as a quote, and a line per page: link to its Markdown and its one-line description', () => {
    const sections = sectionsOf(pages, (p) => p.section, (p) => ({ title: p.title, url: `https://d.example${p.path}.md`, description: p.description }));
    expect(llmsTxt({ title: 'Material UI', summary: 'React components.', sections: [...sections, { title: 'Empty', links: [] }] })).toBe(
      [
        '# Material UI',
        '',
        '> React components.',
        '',
        '## Getting started',
        '',
        '- [Installation](https://d.example/p/install.md): How to install.',
        '- [Usage](https://d.example/p/usage.md): First steps.',
        '',
        '## Components',
        '',
        '- [Button \\[beta\\]](https://d.example/p/button.md): Buttons start actions.',
        '',
      ].join('\n'),
    );
  });
});
