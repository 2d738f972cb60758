import { describe, expect, it } from 'vitest';
import { linkTypeReferences } from '../../../site/build/api/typeReferences';

describe('linkTypeReferences', () => {
  const pages = new Map([['GridColDef', '/x/api/data-grid/grid-col-def']]);
  it('links a type the site documents, as code', () => {
    expect(linkTypeReferences('Extends [[GridColDef]].', pages)).toBe('Extends [`GridColDef`](/x/api/data-grid/grid-col-def).');
  });
  it('shows a type without a page as plain code', () => {
    expect(linkTypeReferences('Returns a [[Logger]] or [[GridColDef]]', pages)).toBe('Returns a `Logger` or [`GridColDef`](/x/api/data-grid/grid-col-def)');
  });
  it('shows a type expression as code, unlinked', () => {
    expect(linkTypeReferences('the rows as [[Map<GridRowId, GridColDef>]].', pages)).toBe('the rows as `Map<GridRowId, GridColDef>`.');
  });
  it('leaves Markdown links and other brackets alone', () => {
    expect(linkTypeReferences('[link](/a) [x] [[ not a name ]]', pages)).toBe('[link](/a) [x] [[ not a name ]]');
  });
});
