import type { ArgTypes } from '@storybook/react-vite';
import { apiDocNamed, argTypesOf } from '../../.storybook/apiArgTypes';

type Control = { options: readonly (string | number | boolean)[] } | 'number' | 'text' | 'boolean' | 'object';

/**
 * A control for a prop whose declared type names an alias (`AlertColor`, `Breakpoint`, `PopperPlacementType`,
 * `ResponsiveStyleValue<…>` …): the generated API data gives such a prop its props-table row but no control.
 * The row (description, type, default) stays the API's; only the control and the choices are added here.
 * A story's own argTypes replace whole rows (.storybook/apiArgTypes.ts), hence this helper.
 */
export function apiControl(component: string, prop: string, control: Control): ArgTypes[string] {
  const doc = apiDocNamed(component);
  const row = doc && argTypesOf(doc)[prop];
  if (!row) throw new Error(`apiControl: ${component} has no prop "${prop}" in the generated API data.`);
  if (typeof control === 'string') return { ...row, control: { type: control } };
  return { ...row, options: [...control.options], control: { type: control.options.length > 4 ? 'select' : 'inline-radio' } };
}
