import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const schemes = ['light', 'dark'] as const;

/**
 * Both colour schemes are in the stylesheet from the first byte: `:root, .light { --joy-… }` and
 * `.dark { --joy-… }` (this site's theme uses `colorSchemeSelector: 'class'`). Each preview below
 * carries one of those classes, so the same components read the other scheme's variables.
 */
export default function DarkModeBothSchemes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {schemes.map((scheme) => (
        <Sheet
          key={scheme}
          className={scheme}
          data-testid={`preview-${scheme}`}
          variant="outlined"
          sx={{ p: 2, borderRadius: 'md', flex: 1, color: 'text.primary' }}
        >
          <Typography level="body-xs">class=&quot;{scheme}&quot;</Typography>
          <Typography level="title-md" component="h3">
            Recipe box
          </Typography>
          <Typography level="body-sm" sx={{ mb: 1 }}>
            Mushroom risotto, 35 minutes
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip variant="soft" color="success">
              Vegetarian
            </Chip>
            <Button size="sm">Cook it ({scheme})</Button>
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}
