import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { timetable, type TimetableSlot } from '../../../gridData/timetable';

/** Spans a column's cells only within one day: the same teacher at the end of Monday and the start of Tuesday stays two cells. */
const sameDay = (value: string, row: TimetableSlot) => `${row.day} ${value}`;

const columns: GridColDef<TimetableSlot>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 150, rowSpanValueGetter: sameDay },
  { field: 'teacher', headerName: 'Teacher', flex: 1, minWidth: 150, rowSpanValueGetter: sameDay },
  { field: 'room', headerName: 'Room', width: 100, rowSpanValueGetter: sameDay },
];

/** A language school's week: repeated days, courses, teachers and rooms merge into one tall cell. */
export default function WeeklyTimetable() {
  const [merged, setMerged] = useState(true);
  return (
    <>
      <FormControlLabel control={<Switch checked={merged} onChange={(event) => setMerged(event.target.checked)} />} label="Merge repeated values" />
      <HtmlFirstGrid rows={timetable} columns={columns} label="Weekly timetable" height={440}>
        <DataGrid
          aria-label="Weekly timetable"
          rows={timetable}
          columns={columns}
          rowSpanning={merged}
          showCellVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </HtmlFirstGrid>
    </>
  );
}
