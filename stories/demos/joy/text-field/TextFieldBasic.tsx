import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function TextFieldBasic() {
  return (
    <FormControl required sx={{ width: '100%', maxWidth: 360 }}>
      <FormLabel>Email for the booking confirmation</FormLabel>
      <Input type="email" name="email" autoComplete="email" />
      <FormHelperText>We send the tickets and the hotel voucher to this address.</FormHelperText>
    </FormControl>
  );
}
