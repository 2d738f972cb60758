import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { recipes, type Recipe } from '../../../gridData/recipes';

const rows = recipes;

const columns: GridColDef<Recipe>[] = [
  // The recipe's title is the row's name: it stays first.
  { field: 'title', headerName: 'Recipe', width: 230, disableReorder: true },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'course', headerName: 'Course', width: 120 },
  { field: 'prepMinutes', headerName: 'Prep (min)', type: 'number', width: 110 },
  { field: 'calories', headerName: 'Calories', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

/** A recipe collection whose columns can be dragged into another order (DataGridPro), or moved by the API. */
export default function RecipeColumns() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = useState('Drag a column header (except Recipe) to a new place.');

  const handleColumnOrderChange = ({ column, oldIndex, targetIndex }: GridColumnOrderChangeParams) => {
    setStatus(`You moved ${column.headerName} from position ${oldIndex + 1} to ${targetIndex + 1}.`);
  };

  const moveRatingNextToRecipe = () => {
    apiRef.current?.setColumnIndex('rating', 1);
    setStatus('Rating moved to position 2 by setColumnIndex.');
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" size="small" onClick={moveRatingNextToRecipe}>
          Move Rating next to Recipe
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <HtmlFirstGrid rows={rows} columns={columns} label="Recipes" height={380}>
        <DataGridPro
          aria-label="Recipes"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
