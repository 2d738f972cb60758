/** The API page of one component, generated at build time from the installed package's declarations. */
export interface ApiProp {
  name: string;
  /** The declared type as written in the .d.ts, e.g. "'text' | 'outlined' | 'contained'". */
  type: string;
  /** Default from the `@default` JSDoc tag, verbatim (e.g. "'text'"), when present. */
  default?: string;
  description: string;
  required: boolean;
  /** Text of the `@deprecated` tag ("" when the tag has no text), absent when not deprecated. */
  deprecated?: string;
  /** The paid plan the member needs (MUI X: declared by the Pro or Premium package), absent when none. */
  plan?: ApiPlan;
}

export type ApiPlan = 'pro' | 'premium';

export interface ApiClass {
  /** Key in the classes object, e.g. "root". */
  key: string;
  /** Global class name, e.g. "MuiButton-root". */
  className: string;
  description: string;
  deprecated?: string;
}

export interface ApiSlot {
  name: string;
  description: string;
  /** Default element or component, when the declarations say so. */
  default?: string;
}

export interface ApiDoc {
  /** Component name, e.g. "Button". */
  name: string;
  /** Package it comes from, e.g. "@mui/material". */
  packageName: string;
  /** Route of this API page, e.g. "/material-ui/api/button". */
  pathname: string;
  /** Import lines, e.g. ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]. */
  imports: string[];
  props: ApiProp[];
  classes: ApiClass[];
  slots: ApiSlot[];
  /** Component whose props are also accepted (e.g. ButtonBase), with its API route when known. */
  inheritance?: { component: string; pathname?: string };
  /** Element or component rendered at the root when `component` is not given, e.g. "button". */
  rootElement?: string;
  /** Docs pages whose demos use this component. */
  demos: { title: string; pathname: string }[];
  /** Whether the component forwards its ref to the root element. */
  forwardsRef: boolean;
}
