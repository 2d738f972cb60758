/** The API page of one public function (createBox, useMediaQuery…), generated from the installed declarations. */
import type { ApiProp } from './types';

export interface ApiParameter {
  name: string;
  /** The declared type as written in the .d.ts, e.g. "string | ((theme: Theme) => string)". */
  type: string;
  /** Optional (`?`), or with a default value, or a rest parameter. */
  optional: boolean;
  rest: boolean;
  /** The `@param` text of the declaration, "" when it has none. */
  description: string;
}

export interface ApiSignature {
  /** The overload as a declaration, formatted, e.g. "function useTheme<T = Theme>(defaultTheme?: T): T;". */
  code: string;
  parameters: ApiParameter[];
  /** The declared return type, and the `@returns` text ("" when none). */
  returns: { type: string; description: string };
}

/** The properties of an object parameter ("options"), merged over the overloads that take it. */
export interface ApiOptions {
  parameter: string;
  /** Each property with its type (the distinct types of the overloads, joined), `@default` and description. */
  properties: ApiProp[];
}

export interface ApiFunctionDoc {
  kind: 'function';
  /** Export name, e.g. "createBox". */
  name: string;
  packageName: string;
  /** Route of this API page, e.g. "/system/api/create-box". */
  pathname: string;
  /** The function's own JSDoc text ("" when none). */
  description: string;
  deprecated?: string;
  /** Import lines: from the function's own entry point when it has one, then from the package root. */
  imports: string[];
  /** Every call signature, overloads in declaration order. */
  signatures: ApiSignature[];
  options: ApiOptions[];
  /** Docs pages whose demos or code import this function. */
  demos: { title: string; pathname: string }[];
}
