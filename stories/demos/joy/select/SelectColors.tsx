import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SelectColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <FormControl key={color} sx={{ width: 150 }}>
          <FormLabel>Invoice status ({color})</FormLabel>
          <Select color={color} variant="soft" defaultValue="draft">
            <Option value="draft">Draft</Option>
            <Option value="sent">Sent</Option>
            <Option value="paid">Paid</Option>
            <Option value="overdue">Overdue</Option>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
