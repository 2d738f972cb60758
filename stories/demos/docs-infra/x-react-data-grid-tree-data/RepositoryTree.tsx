import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createProjectFiles, type ProjectFile } from '../../../gridData/projectFiles';

const rows = createProjectFiles();

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value.toLocaleString('en-US')} KB`),
  },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 150 },
];

const getTreeDataPath = (row: ProjectFile) => row.path;

/** A travel app's repository as a tree: each row's path array places it under its folders. */
export default function RepositoryTree() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Repository files" height={420}>
      <DataGridPro
        aria-label="Repository files"
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', minWidth: 240 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
