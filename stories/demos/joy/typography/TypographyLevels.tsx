import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { TypographyProps } from '@mui/joy/Typography';

const levels: { level: NonNullable<TypographyProps['level']>; text: string }[] = [
  { level: 'h3', text: 'Squash risotto' },
  { level: 'h4', text: 'Ingredients for four' },
  { level: 'title-lg', text: 'Ready in 40 minutes' },
  { level: 'title-md', text: 'Step 2: toast the rice' },
  { level: 'title-sm', text: 'Chef’s note' },
  { level: 'body-lg', text: 'Stir in the stock one ladle at a time.' },
  { level: 'body-md', text: 'Keep the heat at a gentle simmer so the rice cooks evenly.' },
  { level: 'body-sm', text: 'Serves 4 · 520 kcal per portion' },
  { level: 'body-xs', text: 'Recipe by the Green Fork kitchen' },
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1.5}>
      {levels.map(({ level, text }) => (
        <Stack key={level} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography level="body-xs" component="span" sx={{ width: 72, flexShrink: 0, fontFamily: 'code' }}>
            {level}
          </Typography>
          {/* Every level is a paragraph here: in a page, let the level pick its own element. */}
          <Typography level={level} component="p">
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
