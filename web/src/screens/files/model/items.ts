// A folder's contents as one list: its folders first, then its files, each sorted by the chosen column and
// narrowed by the search (a name holding it, any case).
import type { DraggedItem } from './dropRules';

export interface Item {
  kind: 'folder' | 'file';
  id: string;
  name: string;
  parentId: string | null;
  /** Bytes (a folder's: everything inside it). */
  size: number;
  updatedAt: string | null;
  by: string | null;
  /** A file's type; null for a folder. */
  mimeType: string | null;
}

export type SortKey = 'name' | 'size' | 'updatedAt';
export interface ItemSort {
  key: SortKey;
  descending: boolean;
}

/** An item's key in the list and the selection: its kind and id (a folder and a file may share an id). */
export function itemKey(item: Pick<Item, 'kind' | 'id'>): string {
  return `${item.kind}:${item.id}`;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: Item, b: Item, key: SortKey): number {
  if (key === 'size') return a.size - b.size;
  if (key === 'updatedAt') return (a.updatedAt ?? '').localeCompare(b.updatedAt ?? '');
  return collator.compare(a.name, b.name);
}

export function arrange(items: readonly Item[], sort: ItemSort, search: string): Item[] {
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? items.filter((item) => item.name.toLocaleLowerCase().includes(needle)) : [...items];
  return shown.sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
    const order = compare(a, b, sort.key) || collator.compare(a.name, b.name);
    return sort.descending ? -order : order;
  });
}

export function asDragged(item: Item): DraggedItem {
  return { kind: item.kind, id: item.id, parentId: item.parentId };
}

/** "3 items", "1 folder", "2 files": how many of what a question names. */
export function countLabel(items: readonly Pick<Item, 'kind'>[]): string {
  const folders = items.filter((item) => item.kind === 'folder').length;
  const files = items.length - folders;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (folders > 0 && files > 0) return plural(items.length, 'item');
  return folders > 0 ? plural(folders, 'folder') : plural(files, 'file');
}
