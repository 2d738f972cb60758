import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocsHeading } from '../../../../src/components/page/DocsHeading';

const SECTIONS = [
  { id: 'recipe-prepare-the-dough', title: 'Prepare the dough', text: 'Mix 500 g of flour with 325 ml of water and 10 g of salt, then rest it for an hour.' },
  { id: 'recipe-shape-and-proof', title: 'Shape and proof', text: 'Fold the dough into a round loaf and leave it in a floured basket for two hours.' },
  { id: 'recipe-bake', title: 'Bake', text: 'Bake at 240 °C for 20 minutes with the lid on, then 25 minutes without it.' },
];

/** Section headings as a page's `###` lines render: each with its id and a "#" link to itself. */
export default function RecipeSections() {
  return (
    <Box sx={{ maxWidth: 560 }}>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <DocsHeading level={3} id={section.id}>
            {section.title}
          </DocsHeading>
          <Typography>{section.text}</Typography>
        </section>
      ))}
    </Box>
  );
}
