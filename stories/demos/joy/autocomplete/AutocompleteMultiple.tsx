import { useState } from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const allergens = ['Celery', 'Eggs', 'Fish', 'Gluten', 'Milk', 'Mustard', 'Peanuts', 'Sesame', 'Soy', 'Tree nuts'];

/**
 * Several values at once: each choice becomes a chip. The chips are drawn by `renderTags`
 * so that every remove button says which allergen it removes.
 */
export default function AutocompleteMultiple() {
  const [excluded, setExcluded] = useState<string[]>(['Peanuts']);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <FormLabel>Hide recipes that contain</FormLabel>
      <Autocomplete
        multiple
        limitTags={3}
        placeholder={excluded.length ? '' : 'Choose allergens'}
        options={allergens}
        value={excluded}
        onChange={(_event, value) => setExcluded(value)}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...deleteProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="warning"
                endDecorator={<ChipDelete {...deleteProps} aria-label={`Remove ${tag}`} />}
              >
                {tag}
              </Chip>
            );
          })
        }
      />
      <FormHelperText role="status">
        {excluded.length === 0
          ? 'Showing every recipe.'
          : `Hiding recipes with ${excluded.length} allergen${excluded.length === 1 ? '' : 's'}.`}
      </FormHelperText>
    </FormControl>
  );
}
