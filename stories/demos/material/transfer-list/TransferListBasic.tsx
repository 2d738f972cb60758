import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';

const roster = [
  'Amara Okafor',
  'Bruno Costa',
  'Chen Wei',
  'Dana Levi',
  'Elif Kaya',
  'Farah Haddad',
];
const byRoster = (a: string, b: string) =>
  roster.indexOf(a) - roster.indexOf(b);

interface PeopleListProps {
  title: string;
  people: string[];
  checked: string[];
  onToggle: (name: string) => void;
}

function PeopleList({ title, people, checked, onToggle }: PeopleListProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ width: 220 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List
        dense
        aria-labelledby={titleId}
        sx={{ height: 220, overflow: 'auto' }}
      >
        {people.map((name) => (
          <ListItem key={name} sx={{ py: 0 }}>
            <FormControlLabel
              label={name}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(name)}
                  onChange={() => onToggle(name)}
                />
              }
            />
          </ListItem>
        ))}
        {people.length === 0 && (
          <ListItem sx={{ color: 'text.secondary' }}>Nobody here yet</ListItem>
        )}
      </List>
    </Paper>
  );
}

export default function TransferListBasic() {
  const rtl = useTheme().direction === 'rtl';
  const [available, setAvailable] = useState(roster.slice(0, 4));
  const [team, setTeam] = useState(roster.slice(4));
  const [checked, setChecked] = useState<string[]>([]);
  const [status, setStatus] = useState('');

  const checkedAvailable = available.filter((name) => checked.includes(name));
  const checkedTeam = team.filter((name) => checked.includes(name));

  const toggle = (name: string) =>
    setChecked((current) =>
      current.includes(name)
        ? current.filter((item) => item !== name)
        : [...current, name],
    );

  const move = (names: string[], toTeam: boolean) => {
    const [setFrom, setTo] = toTeam
      ? [setAvailable, setTeam]
      : [setTeam, setAvailable];
    setFrom((current) => current.filter((name) => !names.includes(name)));
    setTo((current) => [...current, ...names].sort(byRoster));
    setChecked((current) => current.filter((name) => !names.includes(name)));
    const who = names.length === 1 ? names[0] : `${names.length} people`;
    setStatus(`Moved ${who} to ${toTeam ? 'Project team' : 'Available'}.`);
  };

  const actions = [
    {
      label: 'Move all to Project team',
      Icon: KeyboardDoubleArrowRightIcon,
      names: available,
      toTeam: true,
    },
    {
      label: 'Move selected to Project team',
      Icon: ChevronRightIcon,
      names: checkedAvailable,
      toTeam: true,
    },
    {
      label: 'Move selected to Available',
      Icon: ChevronLeftIcon,
      names: checkedTeam,
      toTeam: false,
    },
    {
      label: 'Move all to Available',
      Icon: KeyboardDoubleArrowLeftIcon,
      names: team,
      toTeam: false,
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <PeopleList
          title="Available"
          people={available}
          checked={checked}
          onToggle={toggle}
        />
        <Stack spacing={1}>
          {actions.map(({ label, Icon, names, toTeam }) => (
            <Button
              key={label}
              variant="outlined"
              size="small"
              aria-label={label}
              disabled={names.length === 0}
              onClick={() => move(names, toTeam)}
            >
              {/* The arrows point at the destination, so mirror them in right-to-left layouts. */}
              <Icon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
            </Button>
          ))}
        </Stack>
        <PeopleList
          title="Project team"
          people={team}
          checked={checked}
          onToggle={toggle}
        />
      </Stack>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {status}
      </Typography>
    </Stack>
  );
}
