import { useEffect, useRef, useState } from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const toppings = ['Mozzarella', 'Basil', 'Roasted peppers', 'Olives'];

/** A parent box that is checked, unchecked or, when only some toppings are chosen, indeterminate. */
export default function CheckboxIndeterminate() {
  const [chosen, setChosen] = useState<string[]>(['Mozzarella', 'Basil']);
  const all = chosen.length === toppings.length;
  const some = chosen.length > 0 && !all;
  const allRef = useRef<HTMLInputElement>(null);

  // Joy sets aria-checked="mixed"; the native input's own indeterminate state is kept in step with it.
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <Box>
      <Checkbox
        label="All toppings"
        slotProps={{ input: { ref: allRef } }}
        checked={all}
        indeterminate={some}
        onChange={(event) => setChosen(event.target.checked ? toppings : [])}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1.5, ml: 3.5 }}>
        {toppings.map((topping) => (
          <Checkbox
            key={topping}
            size="sm"
            label={topping}
            checked={chosen.includes(topping)}
            onChange={(event) =>
              setChosen((current) => (event.target.checked ? [...current, topping] : current.filter((t) => t !== topping)))
            }
          />
        ))}
      </Box>
    </Box>
  );
}
