import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

function PersonSummary({ name, role, location }: { name: string; role: string; location: string }) {
  return (
    <>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
        {name}
      </Typography>
      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
        {role} · {location}
      </Typography>
    </>
  );
}

export default function TooltipRichContent() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Typography variant="body2">
        <Tooltip
          describeChild
          title={<PersonSummary name="Ana Souza" role="Product designer" location="Lisbon" />}
        >
          <Link href="#ana-souza">
            @Ana Souza
          </Link>
        </Tooltip>{' '}
        and{' '}
        <Tooltip
          describeChild
          title={<PersonSummary name="Kenji Watanabe" role="Front-end engineer" location="Osaka" />}
        >
          <Link href="#kenji-watanabe">
            @Kenji Watanabe
          </Link>
        </Tooltip>{' '}
        reviewed the new checkout flow. Both approved the copy changes; the payment step
        still needs a second look.
      </Typography>
    </Paper>
  );
}
