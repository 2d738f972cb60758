import { DocsTable } from '../../../../src/components/page/DocsTable';

const FARES = [
  { route: 'Lisbon → Cacilhas', crossing: '10 min', adult: '1.40 €', car: '—' },
  { route: 'Piraeus → Aegina', crossing: '40 min', adult: '11.50 €', car: '42.00 €' },
  { route: 'Helsinki → Tallinn', crossing: '2 h', adult: '38.00 €', car: '89.00 €' },
  { route: 'Dover → Calais', crossing: '1 h 30 min', adult: '45.00 €', car: '120.00 €' },
];

/**
 * A Markdown table as a page renders it: `DocsTable` (the component the site maps `table` to),
 * with the alignment of the delimiter row (`| :--- | ---: |`) as `text-align` on each cell.
 */
export default function FerryFareTable() {
  return (
    <DocsTable>
      <thead>
        <tr>
          <th style={{ textAlign: 'left' }}>Route</th>
          <th>Crossing</th>
          <th style={{ textAlign: 'right' }}>Adult</th>
          <th style={{ textAlign: 'right' }}>Car and driver</th>
        </tr>
      </thead>
      <tbody>
        {FARES.map((fare) => (
          <tr key={fare.route}>
            <td style={{ textAlign: 'left' }}>{fare.route}</td>
            <td>{fare.crossing}</td>
            <td style={{ textAlign: 'right' }}>{fare.adult}</td>
            <td style={{ textAlign: 'right' }}>{fare.car}</td>
          </tr>
        ))}
      </tbody>
    </DocsTable>
  );
}
