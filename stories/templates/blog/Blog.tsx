import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import { POSTS, TAGS, type Post, type TagFilter } from './posts';

const initials = (name: string) => name.split(' ').map((w) => w[0]).join('');

/** Blog: a featured post, a tag filter and a search over the rest; opening a post is an in-template action. */
export default function Blog() {
  const [tag, setTag] = useState<TagFilter>('All');
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<Post>();
  const [featured, ...rest] = POSTS;
  const words = query.trim().toLowerCase();
  const shown = rest.filter((p) => (tag === 'All' || p.tag === tag) && (!words || `${p.title} ${p.excerpt}`.toLowerCase().includes(words)));
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TemplateBar name="Blog" />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
        <Logo />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mt: 2 }}>
          The Tallybook blog
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>Getting paid, running a small practice, and what we are building.</Typography>
        {opened && (
          <Alert severity="info" role="status" onClose={() => setOpened(undefined)} sx={{ mb: 3 }}>
            “{opened.title}” would open here. The posts of this template are summaries only.
          </Alert>
        )}
        {featured && <PostCard post={featured} featured onOpen={setOpened} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 4, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} role="group" aria-label="Filter by topic" sx={{ flexWrap: 'wrap' }}>
            {TAGS.map((t) => (
              <Chip key={t} label={t} clickable color={tag === t ? 'primary' : 'default'} variant={tag === t ? 'filled' : 'outlined'} aria-pressed={tag === t} onClick={() => setTag(t)} />
            ))}
          </Stack>
          <TextField
            id="blog-search"
            size="small"
            type="search"
            label="Search posts"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
          />
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
          Latest posts
        </Typography>
        {shown.length === 0 ? (
          <Typography role="status">No post matches “{query}”{tag !== 'All' ? ` in ${tag}` : ''}.</Typography>
        ) : (
          <Grid container spacing={3}>
            {shown.map((post) => (
              <Grid key={post.slug} size={{ xs: 12, sm: 6, md: 4 }}>
                <PostCard post={post} onOpen={setOpened} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}

function PostCard({ post, featured = false, onOpen }: { post: Post; featured?: boolean; onOpen: (post: Post) => void }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea component="a" href={`#${post.slug}`} onClick={(e) => { e.preventDefault(); onOpen(post); }} sx={{ p: featured ? { xs: 2.5, sm: 4 } : 2.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
        <Chip size="small" label={post.tag} variant="outlined" />
        <Typography variant={featured ? 'h2' : 'h3'} component={featured ? 'h2' : 'h3'} sx={{ fontSize: featured ? { xs: '1.5rem', sm: '2rem' } : '1.1rem' }}>
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {post.excerpt}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: '0.75rem', bgcolor: 'primary.main' }}>{initials(post.author)}</Avatar>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {post.author} · {post.date} · {post.minutes} min read
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
