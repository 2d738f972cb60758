import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ModeToggle from './ModeToggle';

/** Where every template leads back to: the Templates page of this site. */
export const TEMPLATES_HREF = '/material-ui/getting-started/templates';

/** The strip above every template: the way back to the Templates page and the colour-mode toggle. */
export default function TemplateBar({ name }: { name: string }) {
  return (
    <Box
      component="nav"
      aria-label="Template"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Link
        href={TEMPLATES_HREF}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontSize: '0.875rem',
          fontWeight: 500,
        }}
      >
        <ArrowBack fontSize="small" />
        All templates
      </Link>
      <Box
        component="span"
        sx={{
          color: 'text.secondary',
          fontSize: '0.875rem',
          display: { xs: 'none', sm: 'inline' },
        }}
      >
        / {name}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <ModeToggle />
    </Box>
  );
}
