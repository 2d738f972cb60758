import Table from '@mui/joy/Table';

const invoices = [
  { number: 'INV-1042', client: 'Harbour Bakery', issued: '3 Mar 2025', amount: 1240.0 },
  { number: 'INV-1043', client: 'Northwind Cycles', issued: '7 Mar 2025', amount: 386.5 },
  { number: 'INV-1044', client: 'Lumen Studio', issued: '12 Mar 2025', amount: 2975.0 },
  { number: 'INV-1045', client: 'Green Fork Catering', issued: '18 Mar 2025', amount: 812.25 },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export default function TableBasic() {
  return (
    <Table>
      <caption>Invoices sent in March 2025</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '25%' }}>Invoice</th>
          <th scope="col">Client</th>
          <th scope="col">Issued</th>
          <th scope="col" style={{ textAlign: 'right' }}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.number}>
            <th scope="row">{invoice.number}</th>
            <td>{invoice.client}</td>
            <td>{invoice.issued}</td>
            <td style={{ textAlign: 'right' }}>{euros.format(invoice.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
