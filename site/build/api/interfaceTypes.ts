/** The generated Data Grid API reference (MUI X): an interface's or a component's members, and the index. */
import type { ApiPlan, ApiProp } from './types';

export interface ApiMembersDoc {
  /** An exported interface (or type alias of one), or a component whose props are listed. */
  kind: 'interface' | 'component';
  /** Export name, e.g. "GridColDef". */
  name: string;
  /** Route of the page, e.g. "/x/api/data-grid/grid-col-def". */
  pathname: string;
  /** The export's own JSDoc text ("" when none). */
  description: string;
  /** Packages whose root exports the name, the most complete plan first. */
  packages: string[];
  /** One import line per package, in the same order. */
  imports: string[];
  /** The plan every member needs when only a paid package exports the name. */
  plan?: ApiPlan;
  /** Every member, inherited ones included: required first, then alphabetically. */
  members: ApiProp[];
}

export interface ApiIndexEntry {
  name: string;
  pathname: string;
  packages: string[];
  /** The first sentence of the export's JSDoc ("" when none). */
  summary: string;
  plan?: ApiPlan;
}

export interface ApiIndexDoc {
  title: string;
  pathname: string;
  components: ApiIndexEntry[];
  interfaces: ApiIndexEntry[];
}
