import { useId, useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

/** A labelled field with a hint: FormControl links the label; the hint is linked by its id. */
export default function InputBasic() {
  const [company, setCompany] = useState('');
  const hintId = useId();

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Company name</FormLabel>
      <Input
        placeholder="As on your invoices"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        slotProps={{ input: { 'aria-describedby': hintId } }}
      />
      <FormHelperText id={hintId} role="status">
        {company ? `Invoices will be issued by ${company}.` : 'Shown in the header of every invoice.'}
      </FormHelperText>
    </FormControl>
  );
}
