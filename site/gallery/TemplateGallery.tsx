import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DocsLink } from '../../src/components/link/DocsLink';
import { thumbnailHref, type TemplateProduct } from '../../src/config/templateThumbnails';
import { templatePath, templatesOf } from '../templates';

/** The size the template is laid out at inside its frame (a laptop screen), and how much smaller it shows. */
const FRAME = { width: 1280, height: 800 };
const SCALE = 0.25;

/**
 * The Templates page's list of live templates, each with a live thumbnail: the template's own
 * pre-rendered page (its script-free copy, src/config/templateThumbnails.ts) in a scaled-down frame.
 *
 * The frame costs the page nothing until it nears the viewport (`loading="lazy"`), runs no script
 * (`sandbox` without `allow-scripts`, and the copy has none), takes no focus, clicks or place in the
 * accessibility tree (`inert`), and has a fixed size, so nothing shifts when it loads. Keyboard and
 * screen reader users reach the title's link; a pointer anywhere on the card follows the same link
 * (the link's ::after covers the card). Plain server-rendered markup: no island, nothing to hydrate.
 */
export function TemplateGallery({ product = 'material-ui' }: { product?: TemplateProduct }) {
  return (
    <Box
      component="ul"
      aria-label="Live templates"
      sx={{ listStyle: 'none', p: 0, my: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 290px), 1fr))' }}
    >
      {templatesOf(product).map((template) => (
        <Box
          component="li"
          key={template.slug}
          data-template-card={template.slug}
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            '&:hover': { borderColor: 'primary.main' },
            '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box sx={{ height: FRAME.height * SCALE, overflow: 'hidden', bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ width: FRAME.width * SCALE, height: FRAME.height * SCALE, mx: 'auto', overflow: 'hidden', bgcolor: '#fff' }}>
              <iframe
                src={thumbnailHref(template.slug, template.product)}
                title={`Preview of the ${template.title} template`}
                loading="lazy"
                sandbox="allow-same-origin"
                inert
                tabIndex={-1}
                width={FRAME.width}
                height={FRAME.height}
                style={{ display: 'block', border: 0, transform: `scale(${SCALE})`, transformOrigin: '0 0', pointerEvents: 'none' }}
              />
            </Box>
          </Box>
          <Box sx={{ p: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
              <Link
                component={DocsLink}
                href={templatePath(template)}
                underline="hover"
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
              >
                {template.title}
              </Link>
            </Typography>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              {template.summary}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
