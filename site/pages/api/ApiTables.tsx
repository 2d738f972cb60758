/** The tables of an API page: props, slots and CSS classes, one row per entry. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PlanMarker } from '../../../src/components/nav/PlanMarker';
import type { ApiClass, ApiProp, ApiSlot } from '../../build/api/types';
import * as styles from '../ApiPage.styles';
import { Code, Description } from './ApiText';

const Deprecated = ({ text }: { text?: string }) =>
  text === undefined ? null : <Chip label="Deprecated" size="small" variant="outlined" sx={styles.deprecatedChipSx} />;

function DeprecationNote({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Box sx={styles.deprecationNoteSx}>
      <Description text={text} />
    </Box>
  );
}

interface ApiTableProps {
  label: string;
  columns: string[];
  children: ReactNode;
}

/** An accessible table that scrolls sideways on narrow screens rather than overflowing the page. */
export function ApiTable({ label, columns, children }: ApiTableProps) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the column (axe scrollable-region-focusable).
    <TableContainer tabIndex={0} sx={styles.tableContainerSx}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function PropRow({ prop, slug }: { prop: ApiProp; slug: string }) {
  return (
    <TableRow id={`${slug}-prop-${prop.name}`}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>{prop.name}</Code>
        {prop.required && (
          <>
            <span aria-hidden="true">*</span>
            <Box component="span" sx={styles.visuallyHiddenSx}>
              required
            </Box>
          </>
        )}
        {prop.plan && <PlanMarker plan={prop.plan} />}
        <Deprecated text={prop.deprecated} />
      </TableCell>
      <TableCell sx={styles.typeCellSx}>
        <Code>{prop.type}</Code>
      </TableCell>
      <TableCell>{prop.default !== undefined && <Code>{prop.default}</Code>}</TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={prop.description} />
        <DeprecationNote text={prop.deprecated} />
      </TableCell>
    </TableRow>
  );
}

export function SlotRow({ slot, slug }: { slot: ApiSlot; slug: string }) {
  return (
    <TableRow id={`${slug}-slots-${slot.name}`}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>{slot.name}</Code>
      </TableCell>
      <TableCell>{slot.default !== undefined && <Code>{slot.default}</Code>}</TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={slot.description} />
      </TableCell>
    </TableRow>
  );
}

export function ClassRow({ cssClass, slug }: { cssClass: ApiClass; slug: string }) {
  return (
    <TableRow id={`${slug}-classes-${cssClass.key}`}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>.{cssClass.className}</Code>
        <Deprecated text={cssClass.deprecated} />
      </TableCell>
      <TableCell>
        <Code>{cssClass.key}</Code>
      </TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={cssClass.description} />
        <DeprecationNote text={cssClass.deprecated} />
      </TableCell>
    </TableRow>
  );
}
