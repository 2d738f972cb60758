import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, PROJECT_REPOSITORY } from '../../../src/config/siteConfig';
import { siteConfigFrom } from '../../../site/configFromEnv';
import { editHrefOf } from '../../../site/paths';
import { componentsApiPath, sourceFileOf, writtenPaths } from '../../../site/routes';

const root = path.resolve(import.meta.dirname, '../../..');
const contentFiles = readdirSync(path.join(root, 'site/content'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `site/content/${file.split(path.sep).join('/')}`);

describe('edit links', () => {
  it('default to this project\'s repository, the one package.json names, on its main branch', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { repository: { url: string } };
    expect(pkg.repository.url).toBe(PROJECT_REPOSITORY);
    expect(DEFAULT_SITE_CONFIG.contentRepo).toBe(PROJECT_REPOSITORY);
    expect(DEFAULT_SITE_CONFIG.sourceRepo).toBe(PROJECT_REPOSITORY);
    expect(editHrefOf(DEFAULT_SITE_CONFIG, 'site/content/material-ui/react-button.mdx')).toBe(`${PROJECT_REPOSITORY}/edit/main/site/content/material-ui/react-button.mdx`);
  });

  it('follow VITE_CONTENT_REPO and VITE_SOURCE_BRANCH', () => {
    const config = siteConfigFrom({ VITE_CONTENT_REPO: 'https://git.example/docs', VITE_SOURCE_BRANCH: 'next' });
    expect(editHrefOf(config, 'site/content/x.mdx')).toBe('https://git.example/docs/edit/next/site/content/x.mdx');
  });

  it('point every MDX page at the file its route loads, and each content file is one page\'s', () => {
    const files = [...writtenPaths].map(sourceFileOf).filter((f) => f !== undefined);
    expect(files.sort()).toEqual([...contentFiles].sort());
    for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(sourceFileOf('/material-ui/getting-started/installation')).toBe('site/content/material-ui/getting-started/installation.mdx');
  });

  it('give generated pages (API pages, "Component API" tabs) and unknown paths no file', () => {
    expect(sourceFileOf('/material-ui/api/button')).toBeUndefined();
    expect(sourceFileOf(componentsApiPath('/material-ui/react-button'))).toBeUndefined();
    expect(sourceFileOf('/material-ui/no-such-page')).toBeUndefined();
    expect(editHrefOf(DEFAULT_SITE_CONFIG, undefined)).toBeUndefined();
  });
});
