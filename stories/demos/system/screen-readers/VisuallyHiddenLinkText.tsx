import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const recipes = [
  { title: 'Lemon tart', summary: 'Crisp pastry, sharp curd, 1 h 15 min.' },
  { title: 'Mushroom risotto', summary: 'Slow-stirred arborio with thyme, 40 min.' },
];

/**
 * Every card ends with "Read more" on screen. Screen readers list links out of context, so each link
 * also names its recipe in text that is visually hidden: "Read more about Lemon tart".
 */
export default function VisuallyHiddenLinkText() {
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, listStyle: 'none', m: 0, p: 0 }}>
      {recipes.map(({ title, summary }) => (
        <Box component="li" key={title} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Box component="h3" sx={{ m: 0, typography: 'subtitle1', fontWeight: 'bold' }}>
            {title}
          </Box>
          <Box component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {summary}
          </Box>
          <Box component="a" href={`#${title.toLowerCase().replaceAll(' ', '-')}`} sx={{ color: 'primary.main' }}>
            Read more
            <Box component="span" sx={visuallyHidden}>
              {` about ${title}`}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
