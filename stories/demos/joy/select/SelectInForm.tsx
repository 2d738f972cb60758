import { type FormEvent, useState } from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectInForm() {
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(String(data.get('payment-terms')));
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ width: '100%', maxWidth: 300 }}>
      <FormControl required>
        <FormLabel>Payment terms</FormLabel>
        <Select
          name="payment-terms"
          required
          placeholder="Choose terms"
          // Joy draws placeholders at 64% opacity, too faint for WCAG AA contrast; 80% passes.
          sx={{ '--Select-placeholderOpacity': 0.8 }}
        >
          <Option value="due-on-receipt">Due on receipt</Option>
          <Option value="net-15">Net 15 days</Option>
          <Option value="net-30">Net 30 days</Option>
        </Select>
      </FormControl>
      <Button type="submit">Save invoice</Button>
      <Typography role="status" level="body-sm">
        {sent ? `Saved with payment-terms=${sent}` : 'Not saved yet.'}
      </Typography>
    </Stack>
  );
}
