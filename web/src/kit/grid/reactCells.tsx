// The few columns that draw through React (a coloured tag, a flag that reads its own data): the grid builds a plain
// element for each such cell, and the DataGrid renders the cell's content into it as a portal. The content is drawn in
// a transition, after the grid's rows are on the page, in slices the browser can interrupt.
import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DrawnCell {
  key: string;
  element: HTMLElement;
  columnId: string;
  row: unknown;
}

/** The React cells a grid has on the page, each with what it shows. */
export class ReactCellStore {
  private readonly cells = new Map<HTMLElement, DrawnCell>();
  private readonly listeners = new Set<(cells: readonly DrawnCell[]) => void>();
  private nextKey = 0;
  private pending = false;

  show(element: HTMLElement, columnId: string, row: unknown): void {
    const key = this.cells.get(element)?.key ?? String(this.nextKey++);
    this.cells.set(element, { key, element, columnId, row });
    this.changed();
  }

  hide(element: HTMLElement): void {
    if (this.cells.delete(element)) this.changed();
  }

  current(): readonly DrawnCell[] {
    return [...this.cells.values()];
  }

  subscribe(listener: (cells: readonly DrawnCell[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A page of rows shows its cells one by one: they reach React once, together. */
  private changed(): void {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      const cells = this.current();
      for (const listener of this.listeners) listener(cells);
    });
  }
}

/**
 * Renders a grid's React cells where the grid put them, each drawn by its column as the grid's latest render has it:
 * the cells follow the screen's state as any of its elements would.
 */
export function ReactCellPortals({ store, draw }: { store: ReactCellStore; draw: (columnId: string, row: unknown) => ReactNode }) {
  const [cells, setCells] = useState(() => store.current());
  useEffect(() => {
    setCells(store.current());
    return store.subscribe((next) => startTransition(() => setCells(next)));
  }, [store]);
  return cells.map((cell) => createPortal(draw(cell.columnId, cell.row), cell.element, cell.key));
}

export interface ReactCellParams {
  columnId: string;
  store: ReactCellStore;
}

/** A cell whose content React draws (ReactCellPortals). */
export class ReactCell<TRow> implements ICellRendererComp<TRow> {
  private readonly gui = document.createElement('span');
  private store: ReactCellStore | null = null;

  init(params: ICellRendererParams<TRow> & ReactCellParams): void {
    this.gui.className = 'kit-grid-react-cell';
    this.store = params.store;
    this.draw(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: ICellRendererParams<TRow> & ReactCellParams): boolean {
    this.draw(params);
    return true;
  }

  destroy(): void {
    this.store?.hide(this.gui);
  }

  private draw({ data, columnId, store }: ICellRendererParams<TRow> & ReactCellParams): void {
    if (data === undefined) store.hide(this.gui);
    else store.show(this.gui, columnId, data);
  }
}
