import { useId, useMemo, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE, enUS, frFR, jaJP, ptBR, type Localization } from '@mui/material/locale';

const locales = { enUS, deDE, frFR, jaJP, ptBR };
type LocaleKey = keyof typeof locales;

const names: Record<LocaleKey, string> = {
  enUS: 'English (United States)',
  deDE: 'Deutsch (Deutschland)',
  frFR: 'Français (France)',
  jaJP: '日本語 (日本)',
  ptBR: 'Português (Brasil)',
};

const htmlLang: Record<LocaleKey, string> = { enUS: 'en-US', deDE: 'de-DE', frFR: 'fr-FR', jaJP: 'ja-JP', ptBR: 'pt-BR' };

/** Adds a locale's default props to the theme above, keeping its palette and everything else. */
const withLocale = (locale: Localization) => (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...locale.components },
});

export default function LocalizationLocaleSwitch() {
  const labelId = useId();
  const [localeKey, setLocaleKey] = useState<LocaleKey>('deDE');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const theme = useMemo(() => withLocale(locales[localeKey]), [localeKey]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl size="small" sx={{ minWidth: 240 }}>
        <InputLabel id={labelId}>Locale</InputLabel>
        <Select
          labelId={labelId}
          label="Locale"
          value={localeKey}
          onChange={(event) => setLocaleKey(event.target.value as LocaleKey)}
        >
          {(Object.keys(locales) as LocaleKey[]).map((key) => (
            <MenuItem key={key} value={key} lang={htmlLang[key]}>
              {names[key]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" lang={htmlLang[localeKey]} sx={{ width: '100%', maxWidth: 560 }}>
          <TablePagination
            component="div"
            count={248}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[10, 25, 50]}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
          <Pagination
            count={Math.ceil(248 / rowsPerPage)}
            page={page + 1}
            onChange={(_event, next) => setPage(next - 1)}
            sx={{ p: 2, pt: 0 }}
          />
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
