import { useState } from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const recentSearches = ['Lentil soup', 'Miso ramen', 'Mushroom risotto', 'Shakshuka', 'Sourdough bread'];

/**
 * `freeSolo` accepts any text, not only an option: the list only suggests. Enter confirms what
 * was typed, whether or not it matches a suggestion.
 */
export default function AutocompleteFreeSolo() {
  const [query, setQuery] = useState<string | null>(null);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <FormLabel>Search recipes</FormLabel>
      <Autocomplete
        freeSolo
        type="search"
        placeholder="Dish or ingredient"
        options={recentSearches}
        value={query}
        onChange={(_event, value) => setQuery(value)}
      />
      <FormHelperText role="status">{query ? `Showing recipes for “${query}”.` : 'Recent searches are suggested.'}</FormHelperText>
    </FormControl>
  );
}
