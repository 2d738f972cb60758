import { useRef, useState } from 'react';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select, { type SelectStaticProps } from '@mui/joy/Select';

const airports = [
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'CDG', city: 'Paris Charles de Gaulle' },
  { code: 'AMS', city: 'Amsterdam Schiphol' },
];

export default function SelectDecorators() {
  const [airport, setAirport] = useState<string | null>('LIS');
  // `action` gives access to the select's button, to move focus back after clearing.
  const action: SelectStaticProps['action'] = useRef(null);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Departing from</FormLabel>
      <Select
        action={action}
        value={airport}
        placeholder="Choose an airport"
        // Joy draws placeholders at 64% opacity, too faint for WCAG AA contrast; 80% passes.
        sx={{ '--Select-placeholderOpacity': 0.8 }}
        onChange={(_event, newAirport) => setAirport(newAirport)}
        startDecorator={<FlightTakeoff />}
        {...(airport && {
          // Keep the mouse down from reaching the select, which would open the list.
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear departure airport"
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => {
                setAirport(null);
                action.current?.focusVisible();
              }}
            >
              <CloseRounded />
            </IconButton>
          ),
          indicator: null,
        })}
      >
        {airports.map(({ code, city }) => (
          <Option key={code} value={code} label={`${city} (${code})`}>
            {city} ({code})
          </Option>
        ))}
      </Select>
      <FormHelperText>Only airports with direct flights to Porto are listed.</FormHelperText>
    </FormControl>
  );
}
