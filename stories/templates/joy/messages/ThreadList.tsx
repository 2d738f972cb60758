import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { initialsOf } from '../shared/initials';
import type { Thread } from './threads';

interface ThreadListProps {
  threads: readonly Thread[];
  current: string;
  onOpen: (id: string) => void;
}

/** The inbox: one button per conversation with its last message and unread count. */
export default function ThreadList({ threads, current, onOpen }: ThreadListProps) {
  return (
    <List aria-label="Conversations" sx={{ '--ListItem-paddingY': '0.75rem', '--ListItemDecorator-size': '3rem', py: 0 }}>
      {threads.map((thread) => {
        const last = thread.messages[thread.messages.length - 1]!;
        return (
          <ListItem key={thread.id} sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
            <ListItemButton selected={thread.id === current} aria-current={thread.id === current ? 'true' : undefined} onClick={() => onOpen(thread.id)}>
              <ListItemDecorator>
                <Avatar variant="soft" color="primary" aria-hidden>
                  {initialsOf(thread.name)}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{thread.name}</Typography>
                <Typography level="body-sm" noWrap>
                  {last.from === 'me' ? 'You: ' : ''}
                  {last.text}
                </Typography>
              </ListItemContent>
              {thread.unread > 0 && (
                <Chip size="sm" color="primary" variant="solid" aria-label={`${thread.unread} unread`}>
                  {thread.unread}
                </Chip>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
