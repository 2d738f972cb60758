import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usd } from './data';

const HEIGHT = 180;
const BAR = 10;

/**
 * Invoiced and paid per month as paired SVG bars. The SVG is a picture for the eye; the same
 * figures are in a visually hidden table for screen readers.
 */
export default function RevenueChart({ months, invoiced, paid }: { months: string[]; invoiced: number[]; paid: number[] }) {
  const max = Math.max(...invoiced, ...paid);
  const scale = (n: number) => (n / max) * (HEIGHT - 20);
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }} aria-hidden>
        <Legend color="primary.main" label="Invoiced" />
        <Legend color="success.main" label="Paid" />
      </Stack>
      <Box component="svg" viewBox={`0 0 ${months.length * 40} ${HEIGHT + 20}`} preserveAspectRatio="none" aria-hidden sx={{ width: '100%', height: HEIGHT + 20, display: 'block' }}>
        {months.map((month, i) => {
          const x = i * 40 + 8;
          return (
            <g key={month}>
              <Box component="rect" x={x} y={HEIGHT - scale(invoiced[i]!)} width={BAR} height={scale(invoiced[i]!)} rx={2} sx={{ fill: 'var(--mui-palette-primary-main)' }} />
              <Box component="rect" x={x + BAR + 2} y={HEIGHT - scale(paid[i]!)} width={BAR} height={scale(paid[i]!)} rx={2} sx={{ fill: 'var(--mui-palette-success-main)' }} />
              <Box component="text" x={x + BAR} y={HEIGHT + 15} textAnchor="middle" sx={{ fontSize: 10, fill: 'var(--mui-palette-text-secondary)' }}>
                {month}
              </Box>
            </g>
          );
        })}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Invoiced and paid per month, last {months.length} months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Invoiced</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, i) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{usd(invoiced[i]!)}</td>
              <td>{usd(paid[i]!)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Stack>
  );
}
