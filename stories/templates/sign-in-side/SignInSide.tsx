import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import SignInForm from '../sign-in/SignInForm';

const POINTS = [
  { icon: ReceiptLongOutlined, title: 'Invoices in a minute', text: 'Start from last month’s invoice, change the hours, send. Tallybook numbers and files it for you.' },
  { icon: NotificationsActiveOutlined, title: 'Polite reminders', text: 'Overdue invoices get a friendly nudge on the schedule you choose, so you never have to write one.' },
  { icon: CurrencyExchangeOutlined, title: 'Any currency', text: 'Bill clients in 40 currencies and see every amount in your own at the day’s rate.' },
  { icon: AutoAwesomeOutlined, title: 'Ready for tax time', text: 'Export a year of income and expenses as one spreadsheet your accountant can read.' },
];

/** Sign-in side: the product's pitch left of the form on wide screens, below it on a phone (the form comes first to read). */
export default function SignInSide() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TemplateBar name="Sign-in side" />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row-reverse' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 4, md: 10 },
          p: { xs: 2, sm: 4 },
        }}
      >
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 0.5 }}>
            Sign in
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            Welcome back. Your clients are waiting for their invoices.
          </Typography>
          <SignInForm signUpHref="/material-ui/getting-started/templates/sign-up" />
        </Card>
        <Stack spacing={3} sx={{ maxWidth: 460 }}>
          <Logo />
          <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
            Get paid for your work, without chasing anyone.
          </Typography>
          {POINTS.map(({ icon: Icon, title, text }) => (
            <Stack key={title} direction="row" spacing={2}>
              <Icon sx={{ color: 'primary.main', mt: 0.25 }} />
              <div>
                <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
