import { describe, expect, it } from 'vitest';
import { isTemplatesPageFile, isTemplateThumbnailFile, templatePathOf, thumbnailHref } from '../../../src/config/templateThumbnails';
import { TEMPLATES, templatePath, templatesOf } from '../../../site/templates';

/** The files the server lets be framed, and the pages that may frame them (site/server/securityHeaders.ts). */
describe('template thumbnails', () => {
  it('place each thumbnail copy inside its template folder under its product', () => {
    expect(thumbnailHref('sign-in')).toBe('/material-ui/getting-started/templates/sign-in/thumbnail.html');
    expect(thumbnailHref('messages', 'joy-ui')).toBe('/joy-ui/getting-started/templates/messages/thumbnail.html');
    expect(templatePathOf('joy-ui', 'order-dashboard')).toBe('/joy-ui/getting-started/templates/order-dashboard');
  });

  it('relax the frame rules for the two Templates pages and the copies in their folders only', () => {
    expect(isTemplatesPageFile('material-ui/getting-started/templates/index.html')).toBe(true);
    expect(isTemplatesPageFile('joy-ui/getting-started/templates/index.html')).toBe(true);
    expect(isTemplatesPageFile('system/getting-started/templates/index.html')).toBe(false);
    expect(isTemplatesPageFile('joy-ui/getting-started/templates/messages/index.html')).toBe(false);
    expect(isTemplateThumbnailFile('joy-ui/getting-started/templates/messages/thumbnail.html')).toBe(true);
    expect(isTemplateThumbnailFile('material-ui/getting-started/templates/sign-in/thumbnail.html')).toBe(true);
    // Not a copy: the live page, a nested folder, another section, a look-alike name.
    expect(isTemplateThumbnailFile('joy-ui/getting-started/templates/messages/index.html')).toBe(false);
    expect(isTemplateThumbnailFile('joy-ui/getting-started/templates/a/b/thumbnail.html')).toBe(false);
    expect(isTemplateThumbnailFile('joy-ui/react-button/thumbnail.html')).toBe(false);
    expect(isTemplateThumbnailFile('joy-ui/getting-started/templates/messages/thumbnailxhtml')).toBe(false);
  });

  it('list every template once, under its own product, at a unique path', () => {
    const paths = TEMPLATES.map(templatePath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(templatesOf('material-ui')).toHaveLength(9);
    expect(templatesOf('joy-ui').map((t) => t.slug)).toEqual(['order-dashboard', 'messages', 'sign-in-side']);
    for (const template of TEMPLATES) expect(templatePath(template).startsWith(`/${template.product}/getting-started/templates/`)).toBe(true);
  });
});
