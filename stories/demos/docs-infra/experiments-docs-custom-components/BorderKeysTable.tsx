import { SystemPropertiesTable } from '../../../../src/components/system/SystemPropertiesTable';

/**
 * `<SystemPropertiesTable utility="borders" />` as an MDX page writes it: the keys of MUI System's
 * borders style function, read from the installed package when the page is rendered.
 */
export default function BorderKeysTable() {
  return <SystemPropertiesTable utility="borders" />;
}
