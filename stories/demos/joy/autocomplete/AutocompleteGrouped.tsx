import type { Key } from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

interface Station {
  name: string;
  country: string;
  platforms: number;
}

// Sorted by country first: groupBy only starts a new group where the key changes.
const stations: Station[] = [
  { name: 'Wien Hauptbahnhof', country: 'Austria', platforms: 12 },
  { name: 'Salzburg Hauptbahnhof', country: 'Austria', platforms: 9 },
  { name: 'Paris Gare de Lyon', country: 'France', platforms: 32 },
  { name: 'Lyon Part-Dieu', country: 'France', platforms: 11 },
  { name: 'Berlin Hauptbahnhof', country: 'Germany', platforms: 16 },
  { name: 'München Hauptbahnhof', country: 'Germany', platforms: 32 },
  { name: 'Milano Centrale', country: 'Italy', platforms: 24 },
  { name: 'Roma Termini', country: 'Italy', platforms: 32 },
];

/** Options grouped under a sticky header per country, each option with a second line. */
export default function AutocompleteGrouped() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <FormLabel>Night train to</FormLabel>
      <Autocomplete
        placeholder="Station"
        options={stations}
        groupBy={(station) => station.country}
        getOptionLabel={(station) => station.name}
        renderOption={(props, station) => {
          // The props carry the option's key (not in their type); React wants it passed on its own, not spread.
          const { key, ...optionProps } = props as typeof props & { key: Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemContent>
                {station.name}
                <Typography level="body-xs">{station.platforms} platforms</Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
        slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
      />
    </FormControl>
  );
}
