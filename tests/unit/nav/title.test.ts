import { describe, expect, it } from 'vitest';
import { autoTitle, titleOf } from '../../../src/nav/title';

describe('titleOf', () => {
  it('prefers the title, then the subheader', () => {
    expect(titleOf({ pathname: '/material-ui/getting-started/faq', title: 'FAQs' })).toBe('FAQs');
    expect(titleOf({ pathname: '/material-ui/migration/v7', subheader: 'Upgrade to v7' })).toBe('Upgrade to v7');
    expect(titleOf({ pathname: '/x', title: 'T', subheader: 'S' })).toBe('T');
  });

  it('derives a title from the last path segment otherwise', () => {
    expect(titleOf({ pathname: '/material-ui/getting-started/example-projects' })).toBe('Example Projects');
    expect(titleOf({ pathname: '/material-ui/react-autocomplete' })).toBe('Autocomplete');
    expect(titleOf({ pathname: '/material-ui/react-button-group' })).toBe('Button Group');
    expect(titleOf({ pathname: '/material-ui/customization' })).toBe('Customization');
  });
});

describe('autoTitle', () => {
  it('strips only a leading "react-" and ignores a trailing slash', () => {
    expect(autoTitle('/toolpad/core/react-sign-in-page/')).toBe('Sign In Page');
    expect(autoTitle('/system/getting-started/the-sx-prop')).toBe('The Sx Prop');
    expect(autoTitle('/a/not-react-thing')).toBe('Not React Thing');
  });
});
