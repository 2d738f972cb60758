import { describe, expect, it } from 'vitest';
import { apiLinksOf } from '../../../site/build/componentsApi';

describe('apiLinksOf (a component page\'s "Component API" tab)', () => {
  const known = new Set(['button', 'button-base', 'icon-button']);
  it('lists the linked API pages that exist, once each, in link order', () => {
    const mdx = [
      '- [IconButton](/material-ui/api/icon-button)',
      '- [Button](/material-ui/api/button), and again [Button](/material-ui/api/button)',
      '- [LoadingButton](/material-ui/api/loading-button) is gone',
      '- [Masonry](https://mui.com/material-ui/api/masonry/)',
      '- [ButtonBase](/material-ui/api/button-base)',
    ].join('\n');
    expect(apiLinksOf(mdx, 'material-ui', known)).toEqual(['icon-button', 'button', 'button-base']);
  });
  it('ignores other products and pages without API links', () => {
    expect(apiLinksOf('[Button](/joy-ui/api/button) [Guide](/material-ui/react-button)', 'material-ui', known)).toEqual([]);
  });
});
