import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const columns = [
  'Order date',
  'Customer',
  'Country',
  'Items',
  'Subtotal',
  'Tax',
  'Shipping',
  'Total',
];
const byColumnOrder = (a: string, b: string) =>
  columns.indexOf(a) - columns.indexOf(b);

interface ColumnListProps {
  title: string;
  items: string[];
  checked: string[];
  onChange: (checked: string[]) => void;
}

function ColumnList({ title, items, checked, onChange }: ColumnListProps) {
  const countId = useId();
  const selected = items.filter((item) => checked.includes(item));
  const others = checked.filter((item) => !items.includes(item));
  const allSelected = items.length > 0 && selected.length === items.length;

  return (
    <Card variant="outlined" sx={{ width: 240 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            checked={allSelected}
            indeterminate={selected.length > 0 && !allSelected}
            disabled={items.length === 0}
            onChange={() =>
              onChange(allSelected ? others : [...others, ...items])
            }
            slotProps={{
              input: {
                'aria-label': `Select all ${title.toLowerCase()}`,
                'aria-describedby': countId,
              },
            }}
          />
        }
        title={title}
        subheader={`${selected.length}/${items.length} selected`}
        slotProps={{ subheader: { id: countId } }}
      />
      <Divider />
      <List dense aria-label={title} sx={{ height: 240, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              label={item}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={(_event, isChecked) =>
                    onChange(
                      isChecked
                        ? [...checked, item]
                        : checked.filter((c) => c !== item),
                    )
                  }
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function TransferListSelectAll() {
  const rtl = useTheme().direction === 'rtl';
  const [hidden, setHidden] = useState(['Country', 'Items', 'Tax', 'Shipping']);
  const [shown, setShown] = useState([
    'Order date',
    'Customer',
    'Subtotal',
    'Total',
  ]);
  const [checked, setChecked] = useState<string[]>([]);

  const move = (names: string[], show: boolean) => {
    const [setFrom, setTo] = show
      ? [setHidden, setShown]
      : [setShown, setHidden];
    setFrom((current) => current.filter((name) => !names.includes(name)));
    setTo((current) => [...current, ...names].sort(byColumnOrder));
    setChecked((current) => current.filter((name) => !names.includes(name)));
  };

  const checkedHidden = hidden.filter((name) => checked.includes(name));
  const checkedShown = shown.filter((name) => checked.includes(name));

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <ColumnList
        title="Hidden columns"
        items={hidden}
        checked={checked}
        onChange={setChecked}
      />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          aria-label="Show selected columns"
          disabled={checkedHidden.length === 0}
          onClick={() => move(checkedHidden, true)}
        >
          {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label="Hide selected columns"
          disabled={checkedShown.length === 0}
          onClick={() => move(checkedShown, false)}
        >
          {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </Button>
      </Stack>
      <ColumnList
        title="Visible columns"
        items={shown}
        checked={checked}
        onChange={setChecked}
      />
    </Stack>
  );
}
