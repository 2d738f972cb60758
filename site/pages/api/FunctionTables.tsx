/** The tables of a function's API page: parameters of an overload, and return types of several overloads. */
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ApiParameter, ApiSignature } from '../../build/api/functionTypes';
import * as styles from '../ApiPage.styles';
import { ApiTable } from './ApiTables';
import { Code, Description } from './ApiText';

function ParameterRow({ parameter, id, described }: { parameter: ApiParameter; id: string; described: boolean }) {
  return (
    <TableRow id={id}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>{`${parameter.rest ? '...' : ''}${parameter.name}`}</Code>
        {!parameter.optional && (
          <>
            <span aria-hidden="true">*</span>
            <Box component="span" sx={styles.visuallyHiddenSx}>
              required
            </Box>
          </>
        )}
      </TableCell>
      <TableCell sx={styles.typeCellSx}>
        <Code>{parameter.type}</Code>
      </TableCell>
      {described && (
        <TableCell sx={styles.descriptionCellSx}>
          <Description text={parameter.description} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** One overload's parameters (without a Description column when the declarations describe none); `idPrefix` keeps row ids unique when several overloads are listed. */
export function ParametersTable({ label, parameters, idPrefix }: { label: string; parameters: readonly ApiParameter[]; idPrefix: string }) {
  const described = parameters.some((parameter) => parameter.description !== '');
  return (
    <ApiTable label={label} columns={described ? ['Name', 'Type', 'Description'] : ['Name', 'Type']}>
      {parameters.map((parameter) => (
        <ParameterRow key={parameter.name} parameter={parameter} id={`${idPrefix}-${parameter.name}`} described={described} />
      ))}
    </ApiTable>
  );
}

/** The return type of each overload. */
export function ReturnsTable({ name, signatures }: { name: string; signatures: readonly ApiSignature[] }) {
  return (
    <ApiTable label={`Return types of ${name}`} columns={['Overload', 'Type', 'Description']}>
      {signatures.map((signature, i) => (
        <TableRow key={i}>
          <TableCell component="th" scope="row">
            {i + 1}
          </TableCell>
          <TableCell sx={styles.typeCellSx}>
            <Code>{signature.returns.type}</Code>
          </TableCell>
          <TableCell sx={styles.descriptionCellSx}>
            <Description text={signature.returns.description} />
          </TableCell>
        </TableRow>
      ))}
    </ApiTable>
  );
}
