import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchBasic() {
  const [notify, setNotify] = useState(false);

  return (
    <FormControl orientation="horizontal" sx={{ width: '100%', maxWidth: 400, justifyContent: 'space-between', gap: 2 }}>
      <div>
        <FormLabel>Email me when an invoice is paid</FormLabel>
        <FormHelperText>
          {notify ? 'You will get one email per payment.' : 'Payments show up in the dashboard only.'}
        </FormHelperText>
      </div>
      <Switch checked={notify} onChange={(event) => setNotify(event.target.checked)} />
    </FormControl>
  );
}
