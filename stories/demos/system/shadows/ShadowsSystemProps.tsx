import { useId, useState } from 'react';
import Box from '@mui/system/Box';

/** boxShadow as a system prop on Box: deprecated since v6 in favour of `sx`, still working in 7.2.0. */
export default function ShadowsSystemProps() {
  const [level, setLevel] = useState(4);
  const id = useId();
  return (
    <Box display="flex" flexDirection="column" gap={3} maxWidth={360} p={1}>
      <Box display="flex" flexDirection="column" gap={0.5}>
        <Box component="label" htmlFor={id} typography="body2">
          {`Card elevation: ${level}`}
        </Box>
        <Box
          component="input"
          id={id}
          type="range"
          min={0}
          max={24}
          value={level}
          onChange={(event) => setLevel(Number(event.target.value))}
        />
      </Box>
      <Box data-testid="ticket" boxShadow={level} borderRadius={1} bgcolor="background.paper" p={2}>
        <Box component="p" m={0} typography="subtitle1" fontWeight="bold">
          Porto walking tour
        </Box>
        <Box component="p" m={0} typography="body2" color="text.secondary">
          Saturday 10:00 · Meeting point: Avenida dos Aliados
        </Box>
      </Box>
    </Box>
  );
}
