import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from './visuallyHidden';

export interface ReportColumn<R> {
  id: string;
  label: ReactNode;
  render: (row: R) => ReactNode;
  align?: 'left' | 'right';
}

/**
 * A report's full table, unpaged (the dashboards' figures, the analysis' tables): headers, one
 * line a row, scrolled sideways inside its box when wider than the screen, with its caption for
 * screen readers only (the card's heading shows it already).
 */
export function ReportTable<R>(props: {
  rows: readonly R[];
  columns: readonly ReportColumn<R>[];
  rowKey: (row: R, i: number) => string | number;
  caption?: string;
  /** The table's accessible name, where no caption gives it. */
  label?: string;
  /** What stands instead of an empty table; absent: the table with its headers alone. */
  empty?: string;
  /** Bold headers (the dashboards). */
  boldHead?: boolean;
}) {
  const { rows, columns, caption } = props;
  if (rows.length === 0 && props.empty !== undefined)
    return <Typography sx={{ p: 2 }}>{props.empty}</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={props.label}>
        {caption && (
          <caption style={{ captionSide: 'top', padding: 0, textAlign: 'left' }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {caption}
            </Box>
          </caption>
        )}
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.id}
                align={c.align}
                sx={props.boldHead ? { fontWeight: 700 } : undefined}
              >
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={props.rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
