import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', name: 'small' },
  { size: 'md', name: 'medium' },
  { size: 'lg', name: 'large' },
] as const;

export default function BreadcrumbsSizes() {
  return (
    <Stack spacing={1}>
      {sizes.map(({ size, name }) => (
        <Breadcrumbs key={size} size={size} aria-label={`Recipe location (${name})`}>
          <Link color="neutral" href="#recipes">
            Recipes
          </Link>
          <Link color="neutral" href="#desserts">
            Desserts
          </Link>
          <Typography aria-current="page">Lemon tart</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
