// The current folder's contents as a grid: pick by mouse (click, Ctrl, Shift) or keyboard (arrows, Space, Ctrl+A),
// open with a double click or Enter, rename in place with F2 (Enter saves, Escape gives up), drag what is picked onto
// a folder of the tree. Sorting by a column is a header button.
import { Icon, InputGroup, type IconName } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatTimestampDay } from '../../../dates/timestamps';
import { fileSize, previewKind } from '../../../kit/transfer/fileKinds';
import { DRAG_TYPE, encodeDrag } from '../model/dropRules';
import { asDragged, itemKey, type Item, type ItemSort, type SortKey } from '../model/items';
import { nameProblem } from '../model/names';
import { clickItem, isSelectionKey, pressKey, type Selection } from '../model/selection';
import { endDrag, startDrag } from './dragging';

interface ContentsTableProps {
  label: string;
  items: readonly Item[];
  selection: Selection;
  onSelection: (selection: Selection) => void;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  onOpen: (item: Item) => void;
  /** The item being renamed, by its key. */
  renaming: string | null;
  onRenameStart: (key: string) => void;
  onRenameEnd: () => void;
  /** Saves a new name; the server's refusal comes back as its message. */
  onRename: (item: Item, name: string) => Promise<string | null>;
  onDeleteKey: () => void;
}

const columns: { key: SortKey; header: string }[] = [
  { key: 'name', header: 'Name' },
  { key: 'size', header: 'Size' },
  { key: 'updatedAt', header: 'Modified' },
];

function iconOf(item: Item): IconName {
  if (item.kind === 'folder') return 'folder-close';
  const kind = previewKind(item.mimeType ?? '');
  return kind === 'pdf' ? 'document' : kind === 'image' ? 'media' : 'paperclip';
}

export function ContentsTable(props: ContentsTableProps) {
  const { items, selection, onSelection, sort, onSort, renaming } = props;
  const id = useId().replace(/:/g, '');
  const order = items.map(itemKey);
  const rowId = (key: string) => `${id}-${key.replace(':', '-')}`;
  const focused = items.find((item) => itemKey(item) === selection.focus) ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (renaming !== null || event.target !== event.currentTarget) return;
    const modifiers = { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey };
    if (event.key === 'Enter' && focused) {
      event.preventDefault();
      props.onOpen(focused);
      return;
    }
    if (event.key === 'F2' && focused) {
      event.preventDefault();
      props.onRenameStart(itemKey(focused));
      return;
    }
    if (event.key === 'Delete' && selection.selected.size > 0) {
      event.preventDefault();
      props.onDeleteKey();
      return;
    }
    if (!isSelectionKey(event.key)) return;
    const next = pressKey(selection, order, event.key, modifiers);
    if (next === null) return;
    event.preventDefault();
    onSelection(next);
    if (next.focus) document.getElementById(rowId(next.focus))?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <table
      className="bp6-html-table bp6-interactive files-contents"
      role="grid"
      aria-label={props.label}
      aria-multiselectable="true"
      aria-activedescendant={selection.focus ? rowId(selection.focus) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
              <button
                type="button"
                className="files-sort"
                onClick={() => onSort({ key: column.key, descending: sort.key === column.key ? !sort.descending : false })}
              >
                {column.header}
                {sort.key === column.key && <Icon icon={sort.descending ? 'chevron-down' : 'chevron-up'} size={12} />}
              </button>
            </th>
          ))}
          <th>By</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const key = itemKey(item);
          const selected = selection.selected.has(key);
          return (
            <tr
              key={key}
              id={rowId(key)}
              aria-selected={selected}
              className={[selected ? 'files-selected' : '', selection.focus === key ? 'files-focused' : ''].join(' ')}
              draggable={renaming !== key}
              onClick={(event) => onSelection(clickItem(selection, order, key, { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey }))}
              onDoubleClick={() => props.onOpen(item)}
              onDragStart={(event) => {
                // Dragging an item not picked drags it alone, as file managers do.
                const picked = selected ? items.filter((candidate) => selection.selected.has(itemKey(candidate))) : [item];
                if (!selected) onSelection(clickItem(selection, order, key));
                const dragged = picked.map(asDragged);
                startDrag(dragged);
                event.dataTransfer.setData(DRAG_TYPE, encodeDrag(dragged));
                event.dataTransfer.setData('text/plain', picked.map((one) => one.name).join('\n'));
                event.dataTransfer.effectAllowed = 'copyMove';
              }}
              onDragEnd={endDrag}
            >
              <td className="files-name-cell">
                <Icon icon={iconOf(item)} className="files-item-icon" aria-label={item.kind === 'folder' ? 'Folder' : 'File'} />
                {renaming === key ? (
                  <RenameInput item={item} onRename={props.onRename} onDone={props.onRenameEnd} />
                ) : (
                  <span className="files-name">{item.name}</span>
                )}
              </td>
              <td>{item.kind === 'folder' && item.size === 0 ? '' : fileSize(item.size)}</td>
              <td>{item.updatedAt ? formatTimestampDay(item.updatedAt) : ''}</td>
              <td>{item.by ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface RenameInputProps {
  item: Item;
  onRename: (item: Item, name: string) => Promise<string | null>;
  onDone: () => void;
}

/** The name in place: checked as typed, saved on Enter (or on leaving it), given up on Escape. */
function RenameInput({ item, onRename, onDone }: RenameInputProps) {
  const id = useId().replace(/:/g, '');
  const [value, setValue] = useState(item.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    if (value.trim() === item.name) {
      onDone();
      return;
    }
    const local = nameProblem(value);
    if (local) {
      setProblem(local);
      return;
    }
    setSaving(true);
    const refused = await onRename(item, value.trim());
    setSaving(false);
    if (refused) setProblem(refused);
    else onDone();
  };

  return (
    <span className="files-rename" onClick={(event) => event.stopPropagation()} onDoubleClick={(event) => event.stopPropagation()}>
      <InputGroup
        autoFocus
        small
        value={value}
        readOnly={saving}
        aria-label={`New name for ${item.name}`}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        intent={problem ? 'danger' : 'none'}
        onFocus={(event) => event.currentTarget.select()}
        onValueChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      />
      {problem && (
        <span id={`${id}-problem`} className="files-rename-problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
