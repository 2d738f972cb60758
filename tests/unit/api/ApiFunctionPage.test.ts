import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiFunctionDoc, ApiSignature } from '../../../site/build/api/functionTypes';
import ApiFunctionPage from '../../../site/pages/ApiFunctionPage';
import { functionSections } from '../../../site/pages/api/functionSections';

const signature = (code: string, returns: string): ApiSignature => ({
  code,
  parameters: [
    { name: 'queryInput', type: 'string', optional: false, rest: false, description: 'The query, see [the guide](/system/guide/).' },
    { name: 'options', type: 'UseMediaQueryOptions', optional: true, rest: false, description: '' },
  ],
  returns: { type: returns, description: '' },
});

const api: ApiFunctionDoc = {
  kind: 'function',
  name: 'useMediaQuery',
  packageName: '@mui/system',
  pathname: '/system/api/use-media-query',
  description: '',
  imports: ["import useMediaQuery from '@mui/system/useMediaQuery';", "import { useMediaQuery } from '@mui/system';"],
  signatures: [signature('function useMediaQuery(queryInput: string, options?: UseMediaQueryOptions): boolean;', 'boolean')],
  options: [
    {
      parameter: 'options',
      properties: [
        { name: 'noSsr', type: 'boolean', default: 'false', description: 'Renders once, on the client.', required: false },
        { name: 'query', type: 'string', description: '', required: true },
      ],
    },
  ],
  demos: [{ title: 'Breakpoints', pathname: '/system/breakpoints' }],
};

const render = (doc: ApiFunctionDoc) => renderToStaticMarkup(createElement(ApiFunctionPage, { api: doc }));

describe('ApiFunctionPage', () => {
  const html = render(api);

  it('has the H1 and an h2 for each section the table of contents lists, in order', () => {
    expect(html).toMatch(/<h1[^>]*>useMediaQuery API<\/h1>/);
    const ids = functionSections(api).map((section) => section.id);
    expect(ids).toEqual(['demos', 'import', 'signature', 'parameters', 'options-properties', 'returns']);
    const positions = ids.map((id) => html.search(new RegExp(`<h2[^>]* id="${id}"`)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(functionSections(api).map((section) => section.text)).toContain('Properties of options');
  });

  it('shows the import lines and the signature as code', () => {
    expect(html).toContain('import useMediaQuery from &#x27;@mui/system/useMediaQuery&#x27;;');
    expect(html).toContain('function useMediaQuery(queryInput: string, options?: UseMediaQueryOptions): boolean;');
    expect(html).toContain('Both lines give the same function');
  });

  it('renders parameters and options in accessible tables, required ones marked', () => {
    expect(html).toContain('aria-label="Parameters of useMediaQuery"');
    expect(html).toContain('aria-label="Properties of options for useMediaQuery"');
    expect(html).toContain('id="use-media-query-parameter-queryInput"');
    expect(html).toContain('id="use-media-query-options-prop-noSsr"');
    // queryInput and the `query` option are required; options and noSsr are not.
    expect(html.match(/>required<\/span>/g)).toHaveLength(2);
    expect(html).toContain('href="/system/guide/"');
    expect(html).toMatch(/<code[^>]*>false<\/code>/);
  });

  it('leaves out the Description column of parameters when none is described', () => {
    expect(html).toMatch(/aria-label="Parameters of useMediaQuery"[\s\S]*?>Description</);
    const plain = api.signatures[0]!.parameters.map((p) => ({ ...p, description: '' }));
    const out = render({ ...api, signatures: [{ ...api.signatures[0]!, parameters: plain }] });
    const table = /aria-label="Parameters of useMediaQuery"[\s\S]*?<\/table>/.exec(out)?.[0] ?? '';
    expect(table).toContain('>Type<');
    expect(table).not.toContain('>Description<');
  });

  it('links the pages that use it and gives the return type', () => {
    expect(html).toContain('href="/system/breakpoints"');
    expect(html).toMatch(/id="returns"[\s\S]*<code[^>]*>boolean<\/code>/);
  });

  it('gives every overload its parameters table and a return type table', () => {
    const two = { ...api, signatures: [api.signatures[0]!, signature('function useMediaQuery(query: string): boolean;', 'string')], demos: [], options: [] };
    const out = render(two);
    expect(functionSections(two).map((section) => section.text)).toEqual(['Import', 'Signatures', 'Parameters', 'Returns']);
    expect(out).toContain('useMediaQuery has 2 overloads');
    expect(out).toContain('id="parameters-overload-2"');
    expect(out).toContain('aria-label="Parameters of useMediaQuery, overload 2"');
    expect(out).toContain('id="use-media-query-2-parameter-queryInput"');
    expect(out).toContain('aria-label="Return types of useMediaQuery"');
    expect(out).not.toContain('id="demos"');
  });

  it('says when the root is the only entry point, and leaves out Parameters when there are none', () => {
    const bare = { ...api, imports: ["import { useMediaQuery } from '@mui/system';"], signatures: [{ ...api.signatures[0]!, parameters: [] }], options: [] };
    const out = render(bare);
    expect(out).toContain('exports useMediaQuery from its root only');
    expect(out).not.toContain('id="parameters"');
  });
});
