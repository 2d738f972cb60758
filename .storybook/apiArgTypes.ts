import type { ArgTypes, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import type { ApiDoc, ApiProp } from '../site/build/api/types';

/**
 * Props tables and controls of the demo pages come from the site's own API data, generated from the
 * installed @mui/material declarations (site/build/apiPages.ts; .storybook/main.ts makes sure it exists):
 * nothing about a prop is typed by hand. A story file names its component with `parameters.muiApi`.
 */
const docs = import.meta.glob<ApiDoc>('../site/generated/api/material-ui/*.json', { eager: true, import: 'default' });
const byName = new Map(Object.values(docs).map((doc) => [doc.name, doc]));

/** The generated API doc of one component (e.g. "Button"), if the installed package has one. */
export const apiDocNamed = (name: string): ApiDoc | undefined => byName.get(name);

/** `'small' | 'medium' | 'large'` → the literals; null when the type is not a union of string literals (plus `string`). */
export function literalOptions(type: string): string[] | null {
  const parts = type.split('|').map((part) => part.trim()).filter((part) => part !== 'string');
  if (parts.length === 0 || !parts.every((part) => /^'[^']*'$/.test(part))) return null;
  return parts.map((part) => part.slice(1, -1));
}

/** The control a designer gets for one prop; props that take code (functions, elements, objects) get none. */
function controlFor(prop: ApiProp): ArgTypes[string]['control'] {
  const options = literalOptions(prop.type);
  if (options) return { type: options.length > 4 ? 'select' : 'inline-radio' };
  if (prop.type === 'boolean') return { type: 'boolean' };
  if (prop.type === 'number') return { type: 'number' };
  if (prop.type === 'string' || (prop.name === 'children' && prop.type === 'React.ReactNode')) return { type: 'text' };
  return false;
}

/** Storybook argTypes for every prop of one generated API doc. */
export function argTypesOf(doc: ApiDoc): ArgTypes {
  return Object.fromEntries(
    doc.props.map((prop) => [
      prop.name,
      {
        name: prop.name,
        description: prop.deprecated !== undefined ? `**Deprecated.** ${prop.deprecated} ${prop.description}`.trim() : prop.description,
        control: controlFor(prop),
        options: literalOptions(prop.type) ?? undefined,
        type: { name: 'other', value: prop.type, required: prop.required },
        table: { type: { summary: prop.type }, defaultValue: prop.default ? { summary: prop.default } : undefined },
      },
    ]),
  );
}

/** Fills a story's argTypes from `parameters.muiApi` (a component name, e.g. "Button"); its own argTypes win. */
export const apiArgTypes: ArgTypesEnhancer<ReactRenderer> = (context) => {
  const name = context.parameters.muiApi as string | undefined;
  if (!name) return context.argTypes;
  const doc = byName.get(name);
  if (!doc) throw new Error(`parameters.muiApi: no generated API doc for "${name}" (site/generated/api/material-ui).`);
  return { ...argTypesOf(doc), ...context.argTypes } as typeof context.argTypes;
};
