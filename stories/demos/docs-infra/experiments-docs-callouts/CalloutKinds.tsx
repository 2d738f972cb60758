import Typography from '@mui/material/Typography';
import { Callout } from '../../../../src/components/page/Callout';

/** The four kinds of callout, as a page about an invoicing export would use them. */
export default function CalloutKinds() {
  return (
    <div>
      <Callout>
        <Typography component="p">Amounts in the export are in the invoice&apos;s own currency, not the account&apos;s.</Typography>
      </Callout>
      <Callout type="success">
        <Typography component="p">Filter by client before exporting: the file stays small enough to open in a spreadsheet.</Typography>
      </Callout>
      <Callout type="warning">
        <Typography component="p">Draft invoices are left out of the export until they are sent.</Typography>
      </Callout>
      <Callout type="error" title="Before you delete a client">
        <Typography component="p">Deleting a client deletes their paid invoices too. Export them first.</Typography>
      </Callout>
    </div>
  );
}
