/** The sections of a generated members page (an interface, a component's props): its table of contents and h2 ids. */
import type { ApiMembersDoc } from '../../build/api/interfaceTypes';

export interface MembersSection {
  kind: 'import' | 'members';
  id: string;
  text: string;
}

export function membersSections(api: ApiMembersDoc): MembersSection[] {
  return [
    { kind: 'import', id: 'import', text: 'Import' },
    api.kind === 'component' ? { kind: 'members', id: 'props', text: 'Props' } : { kind: 'members', id: 'properties', text: 'Properties' },
  ];
}
