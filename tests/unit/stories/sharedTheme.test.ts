import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const THEME_PROVIDER = "from '../src/components/settings/DocsThemeProvider'";

/**
 * What designers review in Storybook is what readers get: the stories, the pre-rendered pages and
 * the islands are themed by one provider (the brand theme of src/theme/brandTheme.ts, in the
 * reader's settings), and Storybook's own frame takes its colours from the same brand module.
 */
describe('one theme for the stories and the site', () => {
  it('the preview, the pages and the islands wrap their content in the same DocsThemeProvider, with the site\'s global CSS', () => {
    const preview = read('.storybook/preview.tsx');
    expect(preview).toContain(THEME_PROVIDER);
    expect(preview).toContain("import '../site/global.css'");
    expect(read('site/Page.tsx')).toContain(THEME_PROVIDER);
    expect(read('site/islands/IslandProviders.tsx')).toContain("from '../../src/components/settings/DocsThemeProvider'");
  });

  it('no colour of its own in Storybook\'s config: the manager\'s come from src/theme/brand.ts', () => {
    for (const file of ['.storybook/preview.tsx', '.storybook/manager.ts']) expect(read(file), file).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
    expect(read('.storybook/manager.ts')).toContain("from '../src/theme/brand'");
  });
});
