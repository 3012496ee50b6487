import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type Column = string | { label: string; sx: SxProps<Theme> };

/** A table's head row, one cell a column label (with its own style where given, e.g. hidden on small screens). */
export function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <TableCell key={column}>{column}</TableCell>
          ) : (
            <TableCell key={column.label} sx={column.sx}>
              {column.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
