import { Fragment } from 'react';
import Link from '@mui/material/Link';
import { DocsTable } from '../page/DocsTable';
import { DocsLink } from '../link/DocsLink';
import { allSystemProperties, styleUtilityRows, type StyleUtility, type StyleUtilityRow } from '../../system/styleUtilities';

export interface SystemPropertiesTableProps {
  /** One style utility's keys; without it, every key `sx` knows, with the utility that handles it. */
  utility?: StyleUtility;
}

const codeList = (items: string[]) =>
  items.map((item, index) => (
    <Fragment key={item}>
      {index > 0 && ', '}
      <code>{item}</code>
    </Fragment>
  ));

function Example({ example }: { example: StyleUtilityRow['example'] }) {
  if (!example) return <>—</>;
  return (
    <>
      <code>{JSON.stringify(example.value)}</code> → <code>{example.css}</code>
    </>
  );
}

/**
 * The keys of the installed @mui/system's style utilities, generated when the page is rendered
 * (src/system/styleUtilities.ts): static HTML, no script. Examples use Material UI's default theme.
 */
export function SystemPropertiesTable({ utility }: SystemPropertiesTableProps) {
  const rows: (StyleUtilityRow & { utility?: StyleUtility })[] = utility ? styleUtilityRows(utility) : allSystemProperties();
  return (
    <DocsTable data-system-properties={utility ?? 'all'}>
      <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 8 }}>
        {rows.length} keys, read from @mui/system{utility ? `'s ${utility} style function` : "'s sx configuration"}. Examples use Material UI's default theme.
      </caption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">CSS properties</th>
          <th scope="col">Theme key</th>
          {!utility && <th scope="col">Utility</th>}
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.prop} data-prop={row.prop}>
            <th scope="row">
              <code>{row.prop}</code>
            </th>
            <td>{codeList(row.css)}</td>
            <td>{row.themeKey ? <code>{row.themeKey}</code> : '—'}</td>
            {!utility && (
              <td>
                {row.utility ? (
                  <Link component={DocsLink} href={`/system/${row.utility}`}>
                    {row.utility}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            )}
            <td>
              <Example example={row.example} />
            </td>
          </tr>
        ))}
      </tbody>
    </DocsTable>
  );
}
