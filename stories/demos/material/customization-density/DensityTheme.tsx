import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Default props that make every matching component below compact, without touching the markup.
const denseComponents: Theme['components'] = {
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
};

const servers = [
  { name: 'eu-west-1a', cpu: '41%', status: 'Healthy' },
  { name: 'eu-west-1b', cpu: '67%', status: 'Healthy' },
  { name: 'us-east-2a', cpu: '92%', status: 'Under load' },
];

export default function DensityTheme() {
  const [dense, setDense] = useState(false);
  // Adds the dense defaults to the theme of the page instead of replacing it.
  const withDensity = useMemo(
    () => (outer: Theme) => (dense ? { ...outer, components: { ...outer.components, ...denseComponents } } : outer),
    [dense],
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="Dense theme"
      />
      <ThemeProvider theme={withDensity}>
        <Paper variant="outlined">
          <Toolbar data-testid="toolbar">
            <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>
              Servers
            </Typography>
            <IconButton aria-label="Refresh servers">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
                <path fill="currentColor" d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" />
              </svg>
            </IconButton>
          </Toolbar>
          <Table aria-label="Server load">
            <TableHead>
              <TableRow>
                <TableCell>Server</TableCell>
                <TableCell align="right">CPU</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {servers.map((server) => (
                <TableRow key={server.name}>
                  <TableCell>{server.name}</TableCell>
                  <TableCell align="right">{server.cpu}</TableCell>
                  <TableCell>{server.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
