import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// A compact back-office look: small soft controls unless a screen asks for something else.
const deskTheme = extendTheme({
  cssVarPrefix: 'desk',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: { defaultProps: { size: 'sm', variant: 'soft' } },
    JoyInput: { defaultProps: { size: 'sm', variant: 'soft' } },
    // Inside a FormControl, an Input takes the FormControl's size: give it the same default.
    JoyFormControl: { defaultProps: { size: 'sm' } },
  },
});

export default function DefaultProps() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: deskTheme }}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <FormControl>
          <FormLabel>Guest name</FormLabel>
          <Input placeholder="e.g. Amira Haddad" />
        </FormControl>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button>Save booking</Button>
          {/* A prop on the element still wins over the theme's default. */}
          <Button variant="solid" color="success">
            Check in now
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
