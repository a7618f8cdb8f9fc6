// The cells the grid draws without React: a link the router follows on a plain click, and a row's action buttons.
import { Classes } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import { ActionsCell, LinkCell, type ActionsCellParams, type LinkCellParams } from './cells';
import type { RowAction } from './RowActionButtons';

interface Row {
  id: string;
  name: string;
  deleted?: boolean;
}

const paramsOf = <T extends object>(data: Row | undefined, own: T) => ({ data, ...own }) as unknown as ICellRendererParams<Row> & T;

describe('a link cell', () => {
  const own = (navigate: (to: string) => void): LinkCellParams<Row> => ({
    link: (row) => (row.deleted ? null : `/edit-student/${row.id}`),
    text: (row) => row.name,
    navigate,
  });

  it('is followed by the router on a plain click, and by the browser with a modifier', () => {
    const navigate = vi.fn();
    const cell = new LinkCell<Row>();
    cell.init(paramsOf({ id: '7', name: 'Ada Moss' }, own(navigate)));
    const anchor = cell.getGui() as HTMLAnchorElement;
    expect([anchor.tagName, anchor.getAttribute('href'), anchor.textContent]).toEqual(['A', '/edit-student/7', 'Ada Moss']);
    // Whether the cell kept the browser from following the link; then the test keeps it from leaving the page.
    const leftToBrowser: boolean[] = [];
    anchor.addEventListener('click', (event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    });
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).toHaveBeenCalledWith('/edit-student/7');
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(leftToBrowser).toEqual([false, true]);
  });

  it('is text alone where the row does not open, and asks to be drawn anew when that changes', () => {
    const cell = new LinkCell<Row>();
    cell.init(paramsOf({ id: '7', name: 'Ada Moss', deleted: true }, own(vi.fn())));
    expect([cell.getGui().tagName, cell.getGui().textContent]).toEqual(['SPAN', 'Ada Moss']);
    expect(cell.refresh(paramsOf({ id: '7', name: 'Ada Moss Lee', deleted: true }, own(vi.fn())))).toBe(true);
    expect(cell.getGui().textContent).toBe('Ada Moss Lee');
    expect(cell.refresh(paramsOf({ id: '7', name: 'Ada Moss Lee' }, own(vi.fn())))).toBe(false);
  });
});

describe("a row's actions cell", () => {
  it('draws Blueprint buttons for the actions that apply, each named for its row, a click running the latest action and not reaching the row', () => {
    const opened = vi.fn();
    const removed = vi.fn();
    let actions: RowAction<Row>[] = [
      { label: 'Open', ariaLabel: (row) => `Open ${row.name}`, onClick: opened },
      { label: 'Delete', intent: 'danger', ariaLabel: (row) => `Delete ${row.name}`, onClick: vi.fn(), shown: (row) => !row.deleted },
    ];
    const own: ActionsCellParams<Row> = { actions: () => actions };
    const cell = new ActionsCell<Row>();
    const row = { id: '7', name: 'Ada Moss' };
    cell.init(paramsOf(row, own));
    const buttons = [...cell.getGui().querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Open Ada Moss', 'Delete Ada Moss']);
    expect(buttons[1]!.classList.contains(Classes.intentClass('danger')!)).toBe(true);
    expect(buttons.every((button) => button.type === 'button' && button.classList.contains(Classes.BUTTON))).toBe(true);
    const rowClicked = vi.fn();
    cell.getGui().addEventListener('click', rowClicked);
    // The screen's render after the buttons were drawn handed over new functions: the click runs the newest.
    actions = actions.map((action) => (action.label === 'Delete' ? { ...action, onClick: removed } : action));
    buttons[1]!.click();
    expect(removed).toHaveBeenCalledWith(row);
    expect(rowClicked).not.toHaveBeenCalled();
    // A redraw keeps the buttons that stay (one holding the focus keeps it).
    cell.refresh(paramsOf(row, own));
    expect([...cell.getGui().querySelectorAll('button')]).toEqual(buttons);
    cell.refresh(paramsOf({ ...row, deleted: true }, own));
    expect([...cell.getGui().querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Open']);
  });
});
