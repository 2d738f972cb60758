import { styled, useTheme } from '@mui/joy/styles';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';

/** Every colour here is a `theme.vars` reference, so the banner follows the colour scheme in CSS alone. */
const DueBanner = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  borderInlineStart: `4px solid ${theme.vars.palette.warning[500]}`,
  backgroundColor: theme.vars.palette.warning.softBg,
  color: theme.vars.palette.warning.softColor,
}));

export default function ThemeVarsBanner() {
  const theme = useTheme();
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <DueBanner data-testid="due-banner">
        <ScheduleRounded />
        <div>
          <Typography level="title-sm" textColor="inherit">
            Invoice TB-1042 is due in 3 days
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            Harbour Bakery, €1,280.00
          </Typography>
        </div>
      </DueBanner>
      <Typography level="body-sm">
        The banner&apos;s background is <code>{theme.vars.palette.warning.softBg}</code>
      </Typography>
    </Stack>
  );
}
