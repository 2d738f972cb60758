/**
 * Which props an API page lists: the rule of MUI's own prop-types generator (scripts/generateProptypes.ts
 * in mui/material-ui), whose output, the components' propTypes, is what MUI's API docs list.
 *
 * A prop is documented when it has JSDoc, is not marked `@ignore`/`@internal`, and
 *   - it is declared by the component itself (in its own folder: MUI counts the component's declaration file), or
 *   - it is `children` (always documented, wherever it is declared), or
 *   - the implementation reads it (destructures it from `props`, see usedProps.ts), or
 *   - MUI names it for that component in its "use external documentation" list below.
 * It is left out when MUI's "ignore external documentation" list names it for that component.
 * Raw DOM attributes (@types/react) have no MUI JSDoc and a component does not destructure them by
 * name, so they never qualify unless MUI re-declares them.
 */

/** Props that come from another component and that MUI documents on this one anyway. */
export type ExternalDocs = Readonly<Record<string, readonly string[]>>;

const INPUT_BASE_PROPS = [
  'autoComplete', 'autoFocus', 'color', 'defaultValue', 'disabled', 'endAdornment', 'error', 'id',
  'inputProps', 'inputRef', 'margin', 'maxRows', 'minRows', 'name', 'onChange', 'placeholder',
  'readOnly', 'required', 'rows', 'startAdornment', 'value',
];

const TRANSITION_CALLBACKS = ['onEnter', 'onEntered', 'onEntering', 'onExit', 'onExiting', 'onExited'];

/** MUI's `useExternalDocumentation` (keyed by component name). */
const DOCUMENTED: ExternalDocs = {
  Button: ['disableRipple'],
  Box: ['component', 'sx'],
  DialogContentText: ['classes'],
  FilledInput: INPUT_BASE_PROPS,
  IconButton: ['disableRipple'],
  Input: INPUT_BASE_PROPS,
  MenuItem: ['dense'],
  OutlinedInput: INPUT_BASE_PROPS,
  Radio: ['disableRipple', 'id', 'inputProps', 'inputRef', 'required'],
  Checkbox: ['defaultChecked'],
  Container: ['component'],
  Stack: ['component'],
  Switch: ['checked', 'defaultChecked', 'disabled', 'disableRipple', 'edge', 'id', 'inputProps', 'inputRef', 'onChange', 'required', 'value'],
  SwipeableDrawer: ['anchor', 'hideBackdrop', 'ModalProps', 'PaperProps', 'transitionDuration', 'variant'],
  Tab: ['disableRipple'],
  TextField: ['margin'],
  ToggleButton: ['disableRipple'],
};

/** MUI's `ignoreExternalDocumentation`: used by the implementation, but left out of the docs. */
const IGNORED: ExternalDocs = {
  Button: ['focusVisibleClassName', 'type'],
  Collapse: TRANSITION_CALLBACKS,
  CardActionArea: ['focusVisibleClassName'],
  AccordionSummary: ['onFocusVisible'],
  Dialog: ['BackdropProps'],
  Drawer: ['BackdropProps'],
  Fab: ['focusVisibleClassName'],
  Fade: TRANSITION_CALLBACKS,
  Grow: TRANSITION_CALLBACKS,
  ListItem: ['focusVisibleClassName'],
  InputBase: ['aria-describedby'],
  Menu: ['PaperProps'],
  MenuItem: ['disabled'],
  Slide: TRANSITION_CALLBACKS,
  SwipeableDrawer: ['anchor', 'hideBackdrop', 'ModalProps', 'PaperProps', 'variant'],
  TextField: ['hiddenLabel'],
  Zoom: TRANSITION_CALLBACKS,
};

export interface DocumentedRule {
  /** Props the implementation destructures from `props`. */
  used: ReadonlySet<string>;
  /** Named by MUI as documented despite coming from elsewhere. */
  external: ReadonlySet<string>;
  /** Named by MUI as never documented on this component. */
  ignored: ReadonlySet<string>;
}

/**
 * Entries of the lists that reach one package only: Joy's MenuItem (5.0.0-beta.49) documents `disabled`
 * in its propTypes, which the list ignores on Material's MenuItem (7.2.0).
 */
const ONLY_IN: Readonly<Record<string, string>> = { 'MenuItem.disabled': '@mui/material' };

/** MUI applies both lists by component name to every package it generates prop-types for. */
export function documentedRule(componentName: string, used: ReadonlySet<string>, packageName = '@mui/material'): DocumentedRule {
  const applies = (prop: string) => (ONLY_IN[`${componentName}.${prop}`] ?? packageName) === packageName;
  const named = (lists: ExternalDocs) => new Set((Object.hasOwn(lists, componentName) ? lists[componentName] : []).filter(applies));
  return { used, external: named(DOCUMENTED), ignored: named(IGNORED) };
}

/** Whether a prop that the component does not declare itself is documented on it. */
export function documentsForeignProp(rule: DocumentedRule, name: string): boolean {
  return name === 'children' || rule.used.has(name) || rule.external.has(name);
}
