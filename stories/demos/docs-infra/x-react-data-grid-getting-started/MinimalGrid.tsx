import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';

interface Recipe {
  id: string;
  title: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 'shakshuka', title: 'Shakshuka', minutes: 30 },
  { id: 'pad-thai', title: 'Pad thai', minutes: 25 },
  { id: 'risotto', title: 'Mushroom risotto', minutes: 45 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'title', headerName: 'Recipe', flex: 1, minWidth: 180 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

/** Three recipes: `rows` with an `id` each, `columns` naming the fields, a parent with a height. */
export default function MinimalGrid() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Recipes" height={280}>
      <DataGrid aria-label="Recipes" rows={rows} columns={columns} />
    </HtmlFirstGrid>
  );
}
