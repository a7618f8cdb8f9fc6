// Columns the folder and file lists share: where an item is (its path), when something happened to it and by whom.
import { derived, type GridColumn } from '../../../kit';
import { formatTimestampDay } from '../../../dates/timestamps';
import { TOP_NAME } from '../tree/FolderPicker';

type Crumbs = { path: ReadonlyArray<{ name: string }> };

/** A folder's or file's place: the folders above it, from the top; 'All folders' at the top. */
export function pathLabel(path: ReadonlyArray<{ name: string }>): string {
  return path.length === 0 ? TOP_NAME : path.map((crumb) => crumb.name).join(' / ');
}

export function pathCol<TRow extends Crumbs>(header = 'Where'): GridColumn<TRow> {
  return derived<TRow>('path', header, (row) => pathLabel(row.path), { flex: 2 });
}

/** A timestamp shown as its day, with the person beside it. */
export function whenCol<TRow>(
  id: string,
  header: string,
  when: (row: TRow) => string | null | undefined,
  by?: (row: TRow) => string | null | undefined,
): GridColumn<TRow> {
  return derived<TRow>(
    id,
    header,
    (row) => {
      const at = when(row);
      const day = at ? formatTimestampDay(at) : undefined;
      const who = by?.(row);
      return [day, who ? `by ${who}` : undefined].filter(Boolean).join(' ') || '—';
    },
    { flex: 1.4, sortField: false },
  );
}
