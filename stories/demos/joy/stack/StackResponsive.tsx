import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

export default function StackResponsive() {
  return (
    // Stacked on phones; one row with larger gaps from 600 px (sm) up.
    <Stack
      component="form"
      aria-label="Find a recipe"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      onSubmit={(event) => event.preventDefault()}
      data-testid="search-form"
    >
      <FormControl sx={{ flex: 2 }}>
        <FormLabel>Ingredient</FormLabel>
        <Input placeholder="e.g. lemons" />
      </FormControl>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Ready in (minutes)</FormLabel>
        <Input type="number" defaultValue={45} />
      </FormControl>
      <Button type="submit">Search</Button>
    </Stack>
  );
}
