import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled, useTheme } from '@mui/joy/styles';

/**
 * A component of your own that takes its look from the theme's variant tokens, exactly as Joy's
 * components do: `theme.variants.soft.success` is a style object (colour and background).
 */
const StatusTag = styled('span')(({ theme }) => ({
  ...theme.typography['body-xs'],
  ...theme.variants.soft.success,
  fontWeight: theme.vars.fontWeight.md,
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0.125rem 0.625rem',
  borderRadius: theme.vars.radius.xl,
}));

export default function GlobalVariantsTokens() {
  const theme = useTheme();
  const solidPrimary = theme.variants.solid.primary;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="body-sm">Invoice INV-2039</Typography>
        <StatusTag data-testid="status-tag">Paid (custom tag)</StatusTag>
        <Chip variant="soft" color="success">
          Paid (Joy Chip)
        </Chip>
      </Stack>
      <div>
        <Typography level="title-sm" component="h3">
          theme.variants.solid.primary
        </Typography>
        <Typography
          level="body-xs"
          component="pre"
          sx={{ fontFamily: 'code', whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}
        >
          {JSON.stringify(solidPrimary, null, 2)}
        </Typography>
      </div>
    </Stack>
  );
}
