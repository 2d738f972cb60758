import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// Where Joy's own components use each step.
const sizes = [
  { size: 'xs', usedBy: 'Input, Select, Textarea' },
  { size: 'sm', usedBy: 'Tooltip, Slider thumb' },
  { size: 'md', usedBy: 'Menu, ModalDialog' },
  { size: 'lg', usedBy: 'Snackbar' },
  { size: 'xl', usedBy: 'No component by default' },
] as const;

export default function ShadowScale() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 3, p: 1 }}>
      {sizes.map(({ size, usedBy }) => (
        <Sheet key={size} data-shadow={size} sx={{ boxShadow: size, borderRadius: 'md', p: 2, bgcolor: 'background.surface' }}>
          <Typography level="title-sm" component="p">{`shadow.${size}`}</Typography>
          <Typography level="body-xs">{usedBy}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
