// Cells the grid draws itself, as plain elements: a link and a row's action buttons need no React, and on a page of
// 50 rows React content in every row costs the browser more than the grid's own work. The buttons carry Blueprint's
// own classes, so they look, focus and read like the Blueprint buttons of the rest of the app.
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
  /** The screen's latest actions: a click runs the one its label names as the screen has it now. */
  actions: () => readonly RowAction<TRow>[];
}

function actionButton(intent: RowAction<unknown>['intent'], label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = [Classes.BUTTON, Classes.SMALL, Classes.MINIMAL, Classes.intentClass(intent)].filter(Boolean).join(' ');
  const text = document.createElement('span');
  text.className = Classes.BUTTON_TEXT;
  text.textContent = label;
  button.append(text);
  button.addEventListener('click', (event) => {
    // A click on a button is not also a click on its row.
    event.stopPropagation();
    onClick();
  });
  return button;
}

/**
 * A row's action buttons, those that apply to it. A click runs the action of that label as the screen has it now, for
 * the row the cell shows now; a redraw keeps the buttons that stay, so that one holding the focus keeps it.
 */
export class ActionsCell<TRow> implements ICellRendererComp<TRow> {
  private readonly box = document.createElement('div');
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private row: TRow | undefined;
  private actions: () => readonly RowAction<TRow>[] = () => [];

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

  private run(label: string): void {
    const action = this.actions().find((candidate) => candidate.label === label);
    if (action && this.row !== undefined) action.onClick(this.row);
  }

  private draw({ data, actions }: ICellRendererParams<TRow> & ActionsCellParams<TRow>): void {
    this.row = data;
    this.actions = actions;
    const wanted =
      data === undefined ? [] : actions().flatMap((action) => (!action.shown || action.shown(data) ? [this.buttonFor(action, data)] : []));
    const current = [...this.box.children];
    if (current.length !== wanted.length || current.some((child, index) => child !== wanted[index])) this.box.replaceChildren(...wanted);
  }

  private buttonFor(action: RowAction<TRow>, row: TRow): HTMLButtonElement {
    const key = `${action.intent ?? ''} ${action.label}`;
    let button = this.buttons.get(key);
    if (!button) {
      button = actionButton(action.intent, action.label, () => this.run(action.label));
      this.buttons.set(key, button);
    }
    button.setAttribute('aria-label', action.ariaLabel(row));
    return button;
  }
}
