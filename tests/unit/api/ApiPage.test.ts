import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiDoc } from '../../../site/build/api/types';
import ApiPage from '../../../site/pages/ApiPage';

const api: ApiDoc = {
  name: 'Button',
  packageName: '@mui/material',
  pathname: '/material-ui/api/button',
  imports: ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"],
  props: [
    { name: 'variant', type: "'text' | 'outlined' | 'contained'", default: "'text'", description: 'The variant to use.', required: false },
    { name: 'label', type: 'string', description: 'See [the guide](/material-ui/guide/) and `label`.', required: true },
    { name: 'old', type: 'boolean', description: 'Old prop.', required: false, deprecated: 'Use `neu` instead.' },
  ],
  classes: [
    { key: 'root', className: 'MuiButton-root', description: 'Styles applied to the root element.' },
    { key: 'textPrimary', className: 'MuiButton-textPrimary', description: 'Text primary.', deprecated: 'Combine classes.' },
  ],
  slots: [{ name: 'root', description: 'The root.', default: "'button'" }],
  inheritance: { component: 'ButtonBase', pathname: '/material-ui/api/button-base' },
  rootElement: 'button',
  demos: [{ title: 'Button', pathname: '/material-ui/react-button' }],
  forwardsRef: true,
};

const render = (doc: ApiDoc) => renderToStaticMarkup(createElement(ApiPage, { api: doc }));

describe('ApiPage', () => {
  const html = render(api);

  it('has the H1 and the section ids the table of contents uses', () => {
    expect(html).toMatch(/<h1[^>]*>Button API<\/h1>/);
    for (const id of ['demos', 'import', 'props', 'inheritance', 'slots', 'css-classes']) {
      expect(html).toMatch(new RegExp(`<h2[^>]* id="${id}"`));
    }
    expect(html.indexOf('id="props"')).toBeLessThan(html.indexOf('id="css-classes"'));
  });

  it('renders accessible, scrollable tables', () => {
    expect(html.match(/<div class="[^"]*MuiTableContainer-root/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Props of Button"');
    expect(html).toContain('aria-label="CSS classes of Button"');
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Name<\/th>/);
    expect(html).toMatch(/<th[^>]*scope="row"/);
  });

  it('marks required and deprecated props', () => {
    expect(html).toContain('<span aria-hidden="true">*</span>');
    expect(html).toMatch(/>required<\/span>/);
    expect(html.match(/>Deprecated</g)).toHaveLength(2);
    expect(html).toContain('<code class="MuiBox-root');
    expect(html).toContain('href="/material-ui/guide/"');
  });

  it('links demos and inheritance, and notes the forwarded ref', () => {
    expect(html).toContain('href="/material-ui/react-button"');
    expect(html).toContain('href="/material-ui/api/button-base"');
    expect(html).toMatch(/is forwarded to the root element/);
    expect(html).toContain('.MuiButton-root');
  });

  it('leaves out empty sections', () => {
    const bare = render({ ...api, demos: [], slots: [], inheritance: undefined, classes: [] });
    for (const id of ['demos', 'slots', 'inheritance', 'css-classes']) expect(bare).not.toContain(`id="${id}"`);
    expect(bare).toContain('id="props"');
  });
});
