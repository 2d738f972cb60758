import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/** What is being bought: the Studio plan for a year, with tax. */
export const ORDER = { plan: 'Studio plan, yearly', seats: '3 team members included', price: 180, taxRate: 0.08 };
const money = (n: number) => `$${n.toFixed(2)}`;

export default function OrderSummary() {
  const tax = ORDER.price * ORDER.taxRate;
  const rows: [string, string][] = [
    [ORDER.plan, money(ORDER.price)],
    ['Sales tax (8%)', money(tax)],
  ];
  return (
    <Box component="section" aria-labelledby="order-summary-title">
      <Typography id="order-summary-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        Order summary
      </Typography>
      {rows.map(([label, amount]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="body2">{amount}</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {ORDER.seats}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>Total today</Typography>
        <Typography sx={{ fontWeight: 600 }} data-total="">
          {money(ORDER.price + tax)}
        </Typography>
      </Box>
    </Box>
  );
}
