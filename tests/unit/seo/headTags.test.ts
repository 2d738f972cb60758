import { describe, expect, it } from 'vitest';
import { headTags } from '../../../site/headTags';

const facts = { title: 'Button - Material UI', description: 'Buttons "start" actions & more.', image: 'https://d.example/icons/icon-512.png', siteName: 'MUI' };

describe('head tags', () => {
  it('give a written page its title, description, canonical link, Markdown alternate, Open Graph and Twitter card, all from the same facts', () => {
    const tags = headTags({ ...facts, canonical: 'https://d.example/material-ui/react-button', markdownHref: '/material-ui/react-button.md' });
    expect(tags).toEqual([
      '<title>Button - Material UI</title>',
      '<meta name="description" content="Buttons &quot;start&quot; actions &amp; more." />',
      '<link rel="canonical" href="https://d.example/material-ui/react-button" />',
      '<link rel="alternate" type="text/markdown" href="/material-ui/react-button.md" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:site_name" content="MUI" />',
      '<meta property="og:title" content="Button - Material UI" />',
      '<meta property="og:description" content="Buttons &quot;start&quot; actions &amp; more." />',
      '<meta property="og:url" content="https://d.example/material-ui/react-button" />',
      '<meta property="og:image" content="https://d.example/icons/icon-512.png" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:title" content="Button - Material UI" />',
      '<meta name="twitter:description" content="Buttons &quot;start&quot; actions &amp; more." />',
      '<meta name="twitter:image" content="https://d.example/icons/icon-512.png" />',
    ]);
  });

  it("point a written page's previews at its own social card, shown large, with the card's size", () => {
    const image = 'https://d.example/material-ui/react-button/og.png';
    const tags = headTags({ ...facts, image, card: { width: 1200, height: 630 }, canonical: 'https://d.example/material-ui/react-button' });
    expect(tags).toContain(`<meta property="og:image" content="${image}" />`);
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain(`<meta name="twitter:image" content="${image}" />`);
  });

  it('keep the 404 page out of search engines: noindex, no canonical, no URL, no Markdown', () => {
    const tags = headTags(facts).join('\n');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toMatch(/canonical|og:url|text\/markdown/);
  });
});
