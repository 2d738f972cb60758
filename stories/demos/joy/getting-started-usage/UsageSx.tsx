import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

/** In `sx`, `'md'` is the theme's radius, `'sm'` its shadow, `2` two spacing steps and `'warning.outlinedBorder'` a palette path. */
export default function UsageSx() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 'md',
        boxShadow: 'sm',
        maxWidth: 360,
        borderColor: 'warning.outlinedBorder',
        borderInlineStartWidth: 4,
      }}
    >
      <Typography level="body-sm" sx={{ color: 'text.tertiary', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
        Outstanding in June
      </Typography>
      <Typography component="p" level="h2" sx={{ fontWeight: 'xl', mt: 0.5 }}>
        €4,275.50
      </Typography>
      <Typography level="body-sm" sx={{ color: 'warning.plainColor', fontWeight: 'md' }}>
        3 invoices, 1 of them overdue
      </Typography>
    </Sheet>
  );
}
