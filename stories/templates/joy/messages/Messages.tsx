import { useState, type FormEvent } from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import JoyTemplateBar from '../shared/JoyTemplateBar';
import ThreadList from './ThreadList';
import { THREADS, type Thread } from './threads';

/**
 * Messages, in Joy UI: an inbox beside the open conversation, and a reply box that adds your
 * message to the thread (nothing is sent). On a phone the inbox sits above the conversation.
 */
export default function Messages() {
  const [threads, setThreads] = useState<Thread[]>(() => THREADS.map((t) => ({ ...t, messages: [...t.messages] })));
  const [current, setCurrent] = useState(THREADS[0]!.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const thread = threads.find((t) => t.id === current)!;

  const open = (id: string) => {
    setCurrent(id);
    setError(undefined);
    setThreads((all) => all.map((t) => (t.id === id ? { ...t, unread: 0 } : t)));
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError('Write a reply before sending.');
      return;
    }
    setError(undefined);
    setDraft('');
    setThreads((all) => all.map((t) => (t.id === current ? { ...t, messages: [...t.messages, { id: `${t.id}-${t.messages.length + 1}`, from: 'me', text, time: 'Now' }] } : t)));
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
      <JoyTemplateBar name="Messages" />
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' } }}>
        <Sheet component="section" aria-labelledby="inbox-title" sx={(theme) => ({ borderBottom: `1px solid ${theme.vars.palette.divider}`, [theme.breakpoints.up('md')]: { borderBottom: 'none', borderRight: `1px solid ${theme.vars.palette.divider}` } })}>
          <Typography id="inbox-title" level="h1" sx={{ fontSize: 'xl', px: 2, py: 1.5 }}>
            Support inbox
          </Typography>
          <ThreadList threads={threads} current={current} onOpen={open} />
        </Sheet>
        <Stack component="section" aria-labelledby="thread-title" sx={{ minWidth: 0 }}>
          <Sheet sx={{ px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
            <Typography id="thread-title" level="title-lg" component="h2">
              {thread.name}
            </Typography>
            <Typography level="body-sm">{thread.company}</Typography>
          </Sheet>
          <Stack component="ol" aria-label={`Messages with ${thread.name}`} spacing={1.5} sx={{ flexGrow: 1, listStyle: 'none', m: 0, p: 2 }}>
            {thread.messages.map((message) => (
              <Box component="li" key={message.id} sx={{ alignSelf: message.from === 'me' ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
                <Sheet
                  variant={message.from === 'me' ? 'solid' : 'soft'}
                  color={message.from === 'me' ? 'primary' : 'neutral'}
                  sx={{ px: 1.5, py: 1, borderRadius: 'lg', borderBottomRightRadius: message.from === 'me' ? 4 : undefined, borderBottomLeftRadius: message.from === 'me' ? undefined : 4 }}
                >
                  <Typography level="body-sm" textColor="inherit">
                    {message.text}
                  </Typography>
                </Sheet>
                <Typography level="body-xs" sx={{ mt: 0.5, textAlign: message.from === 'me' ? 'right' : 'left' }}>
                  {message.from === 'me' ? 'You' : thread.name.split(' ')[0]} · {message.time}
                </Typography>
              </Box>
            ))}
          </Stack>
          <Box component="form" noValidate onSubmit={send} sx={{ p: 2, borderTop: '1px solid', borderColor: 'divider' }}>
            <FormControl error={Boolean(error)}>
              <FormLabel>Reply to {thread.name}</FormLabel>
              <Textarea
                minRows={2}
                maxRows={6}
                value={draft}
                error={Boolean(error)}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="Write your answer"
                endDecorator={
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }}>
                    <Button type="submit" size="sm" endDecorator={<SendRounded />}>
                      Send
                    </Button>
                  </Box>
                }
              />
              {error && <FormHelperText>{error}</FormHelperText>}
            </FormControl>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
