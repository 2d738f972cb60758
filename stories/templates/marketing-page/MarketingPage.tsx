import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import { TEMPLATE_LINKS } from '../shared/templateLinks';
import Hero from './Hero';
import FaqList from '../shared/FaqList';

const FEATURES = [
  { icon: ReceiptLongOutlined, title: 'Write it once', text: 'Save clients, rates and line items; your next invoice is last month’s with the hours changed.' },
  { icon: NotificationsActiveOutlined, title: 'Follow up for you', text: 'Friendly reminders go out before and after the due date, in your words, on your schedule.' },
  { icon: SavingsOutlined, title: 'See what is coming', text: 'One view of what is invoiced, paid and late, with a forecast of the next three months.' },
];

const QUOTES = [
  { name: 'Ines Duarte', role: 'Illustrator, Lisbon', text: 'My invoices used to wait weeks. With reminders on, most are paid within nine days.' },
  { name: 'Ben Adeyemi', role: 'Founder, Northlight Studio', text: 'We closed last year’s books in an afternoon. Our accountant asked what we had changed.' },
  { name: 'Yuki Tanaka', role: 'Sound designer, Osaka', text: 'Billing clients in three currencies was a spreadsheet nightmare. Now it is a dropdown.' },
];

/** Marketing page: hero with a trial form, features, testimonials, questions and a footer. */
export default function MarketingPage() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TemplateBar name="Marketing page" />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          <Link href={TEMPLATE_LINKS.pricing} underline="hover" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Pricing
          </Link>
          <Button href={TEMPLATE_LINKS.signIn} size="small" variant="outlined">
            Sign in
          </Button>
        </Container>
      </Box>
      <Container component="main" maxWidth="lg">
        <Hero />
        <Grid container spacing={3} component="section" aria-labelledby="features-title" sx={{ mb: 8 }}>
          <Grid size={12}>
            <Typography id="features-title" variant="h2" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
              Everything between “done” and “paid”
            </Typography>
          </Grid>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Icon color="primary" />
                <Typography variant="h3" sx={{ mt: 1.5, mb: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box component="section" aria-labelledby="quotes-title" sx={{ mb: 8 }}>
          <Typography id="quotes-title" variant="h2" sx={{ fontSize: '1.75rem', textAlign: 'center', mb: 3 }}>
            What customers say
          </Typography>
          <Grid container spacing={3}>
            {QUOTES.map(({ name, role, text }) => (
              <Grid key={name} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" component="figure" sx={{ p: 3, m: 0, height: '100%' }}>
                  <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                    “{text}”
                  </Typography>
                  <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '0.9rem' }}>{name[0]}</Avatar>
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {role}
                      </Typography>
                    </Box>
                  </Stack>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
        <Box component="section" aria-labelledby="faq-title" sx={{ maxWidth: 720, mx: 'auto', mb: 8 }}>
          <Typography id="faq-title" variant="h2" sx={{ fontSize: '1.75rem', textAlign: 'center', mb: 3 }}>
            Questions
          </Typography>
          <FaqList />
        </Box>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Tallybook is a fictional product made up for this template.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Link href={TEMPLATE_LINKS.pricing} variant="body2">
              Pricing
            </Link>
            <Link href={TEMPLATE_LINKS.blog} variant="body2">
              Blog
            </Link>
            <Link href={TEMPLATE_LINKS.signUp} variant="body2">
              Sign up
            </Link>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
