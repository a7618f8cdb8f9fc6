// Cells the grid draws itself, as plain elements, instead of through React: AG Grid mounts a React root for each
// custom cell, and on a page of 50 rows those roots cost the browser more than the grid's own work. A link and a row's
// action buttons need no React; the buttons carry Blueprint's own classes, so they look, focus and read like the
// Blueprint buttons of the rest of the app.
import { Classes } from '@blueprintjs/core';
import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { RowAction } from './RowActionButtons';

export interface LinkCellParams<TRow> {
  /** The address the cell's text opens; null draws the text alone. */
  link: (row: TRow) => string | null;
  text: (row: TRow) => string;
  /** The app's own navigation, so that a plain click stays in the page as a router link does. */
  navigate: (to: string) => void;
}

/** A link in the app, followed by the router on a plain click; a click with a modifier opens it as the browser does. */
export class LinkCell<TRow> implements ICellRendererComp<TRow> {
  private gui: HTMLElement = document.createElement('span');

  init(params: ICellRendererParams<TRow> & LinkCellParams<TRow>): void {
    this.draw(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: ICellRendererParams<TRow> & LinkCellParams<TRow>): boolean {
    const previous = this.gui;
    this.draw(params);
    // The grid keeps the element it was first given: a cell that became a link (or stopped being one) is redrawn whole.
    return previous === this.gui;
  }

  private draw({ data, link, text, navigate }: ICellRendererParams<TRow> & LinkCellParams<TRow>): void {
    const to = data ? link(data) : null;
    const label = data ? text(data) : '';
    if (to === null) {
      if (this.gui.tagName !== 'SPAN') this.gui = document.createElement('span');
      this.gui.textContent = label;
      return;
    }
    if (!(this.gui instanceof HTMLAnchorElement)) {
      const anchor = document.createElement('a');
      anchor.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(anchor.getAttribute('href') ?? '/');
      });
      this.gui = anchor;
    }
    this.gui.setAttribute('href', to);
    this.gui.textContent = label;
  }
}

export interface ActionsCellParams<TRow> {
  actions: readonly RowAction<TRow>[];
}

function actionButton<TRow>(action: RowAction<TRow>, row: TRow): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = [Classes.BUTTON, Classes.SMALL, Classes.MINIMAL, Classes.intentClass(action.intent)].filter(Boolean).join(' ');
  button.setAttribute('aria-label', action.ariaLabel(row));
  const text = document.createElement('span');
  text.className = Classes.BUTTON_TEXT;
  text.textContent = action.label;
  button.append(text);
  button.addEventListener('click', (event) => {
    // A click on a button is not also a click on its row.
    event.stopPropagation();
    action.onClick(row);
  });
  return button;
}

/** A row's action buttons, those that apply to it. */
export class ActionsCell<TRow> implements ICellRendererComp<TRow> {
  private readonly box = document.createElement('div');

  init(params: ICellRendererParams<TRow> & ActionsCellParams<TRow>): void {
    this.box.className = 'kit-row-actions';
    this.draw(params);
  }

  getGui(): HTMLElement {
    return this.box;
  }

  refresh(params: ICellRendererParams<TRow> & ActionsCellParams<TRow>): boolean {
    this.draw(params);
    return true;
  }

  private draw({ data, actions }: ICellRendererParams<TRow> & ActionsCellParams<TRow>): void {
    const row = data;
    this.box.replaceChildren(
      ...(row === undefined ? [] : actions.filter((action) => !action.shown || action.shown(row)).map((action) => actionButton(action, row))),
    );
  }
}
