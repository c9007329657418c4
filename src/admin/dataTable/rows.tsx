import {
  Box,
  Card,
  CardActions,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Key, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { STICKY_ACTIONS } from '../../theme';
import { ClampText } from '../ClampText';
import type { Column, ListSort } from './types';

export interface RowsProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  /** Where a row leads: its title cell becomes that link. */
  rowLink?: (row: Row) => string;
  /** The accessible name of the table or card list (the page title). */
  label?: string;
}

/** The column a card is headed by and a row link sits on: the one marked, else the first. */
export const titleColumn = <Row,>(columns: readonly Column<Row>[]) =>
  columns.find((c) => c.card === 'title') ??
  columns.find((c) => c.card !== 'actions' && c.card !== 'hidden');

function cellContent<Row>(props: RowsProps<Row>, column: Column<Row>, row: Row): ReactNode {
  const rendered = column.render(row);
  const content =
    column.clamp && typeof rendered === 'string' ? <ClampText text={rendered} /> : rendered;
  if (!props.rowLink || column !== titleColumn(props.columns)) return content;
  return (
    <Link component={RouterLink} to={props.rowLink(row)}>
      {content}
    </Link>
  );
}

/** The rows as a table (from `sm` or `md` up), with sortable headers where a column says so. */
export function RowsTable<Row>(
  props: RowsProps<Row> & {
    sort: ListSort | null;
    onSort: (by: string) => void;
    alignRows?: 'top' | 'middle';
  },
) {
  const { sort } = props;
  const navigate = useNavigate();
  const belowLg = useMediaQuery((t: Theme) => t.breakpoints.down('lg'), { noSsr: true });
  const belowXl = useMediaQuery((t: Theme) => t.breakpoints.down('xl'), { noSsr: true });
  const columns = props.columns.filter(
    (c) => !(c.hideBelow === 'xl' ? belowXl : c.hideBelow === 'lg' && belowLg),
  );
  const cellSx = (c: Column<Row>) => ({
    width: c.width,
    maxWidth: c.maxWidth,
    whiteSpace: c.nowrap ? 'nowrap' : undefined,
    // The row's buttons stay in view at the right edge while the other columns scroll.
    ...(c.card === 'actions' ? { ...STICKY_ACTIONS, backgroundColor: 'background.default' } : {}),
  });
  // A click anywhere on a row opens it, as its title link does (the link serves the keyboard);
  // a click on a button, link or field inside the row, or one that selects text, does not.
  const open = (row: Row) => (e: MouseEvent<HTMLTableRowElement>) => {
    if (!props.rowLink || e.defaultPrevented) return;
    if ((e.target as Element).closest('a, button, input, textarea, [role="button"]')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(props.rowLink(row));
  };
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={props.label}
        // Narrower cell padding than MUI's 16 px: a laptop fits the columns and the buttons.
        sx={{ '& .MuiTableCell-root': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align} sx={cellSx(c)}>
                {c.sortBy && sort ? (
                  <TableSortLabel
                    active={sort.by === c.sortBy}
                    direction={sort.by === c.sortBy ? sort.dir : 'asc'}
                    onClick={() => props.onSort(c.sortBy!)}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow
              key={props.rowKey(row)}
              hover
              onClick={open(row)}
              sx={{
                verticalAlign: props.alignRows === 'top' ? 'top' : undefined,
                cursor: props.rowLink ? 'pointer' : undefined,
              }}
            >
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align} sx={cellSx(c)}>
                  {cellContent(props, c, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The rows on a phone: one card each, as the react-admin lists show one line per record. The
 * title column heads it (a link when the row leads somewhere), the other columns follow as
 * "label: value" wrapping side by side, the actions at its foot with 44 px touch targets.
 * Nothing scrolls sideways.
 */
export function RowCards<Row>(props: RowsProps<Row>) {
  const title = titleColumn(props.columns);
  const lines = props.columns.filter((c) => c !== title && !c.card);
  const actions = props.columns.filter((c) => c.card === 'actions');
  return (
    <Stack
      component="ul"
      aria-label={props.label}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {props.rows.map((row) => (
        <Card key={props.rowKey(row)} component="li" variant="outlined">
          <CardContent sx={{ pb: actions.length ? 1 : undefined }}>
            {title && (
              <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {cellContent(props, title, row)}
              </Typography>
            )}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 2,
                rowGap: 0.5,
                mt: 0.5,
                typography: 'body2',
              }}
            >
              {lines.map((c) => (
                <Box
                  key={c.id}
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5, minWidth: 0 }}
                >
                  <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {c.label}:
                  </Box>
                  <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {c.render(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          </CardContent>
          {actions.length > 0 && (
            <CardActions
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                px: 2,
                pb: 2,
                '& > :not(style) ~ :not(style)': { ml: 0 },
                '& .MuiButton-root, & .MuiIconButton-root': { minHeight: 44, minWidth: 44 },
              }}
            >
              {actions.map((c) => (
                <Box key={c.id} sx={{ display: 'contents' }}>
                  {c.render(row)}
                </Box>
              ))}
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  );
}
