import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function TypographyDecorators() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 320 }}>
      <Typography level="title-lg" component="h3" noWrap>
        Butternut squash risotto with crispy sage and brown butter
      </Typography>
      {/* A div, not Joy's default <p>: the Chip decorator is a <div>, which a <p> cannot hold (the browser would split the paragraph). */}
      <Typography
        level="body-sm"
        component="div"
        startDecorator={<span aria-hidden="true">⏱</span>}
        endDecorator={
          <Chip size="sm" color="success" variant="soft">
            Vegetarian
          </Chip>
        }
        sx={{ mt: 1 }}
      >
        40 minutes
      </Typography>
      <Typography level="body-md" sx={{ mt: 1.5 }}>
        A creamy weeknight risotto. Roast the squash while the rice cooks and keep a few cubes for the top.
      </Typography>
    </Sheet>
  );
}
