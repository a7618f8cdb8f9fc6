// The app's notices: short toasts, the one server-message modal (FORBIDDEN, UPSTREAM_ERROR) and the help-desk
// Message dialog. Kept outside React so the Apollo link chain can raise them too.
import type { Intent } from '@blueprintjs/core';

/** Every toast closes on its own after this long. */
export const TOAST_TIMEOUT_MS = 3000;

export interface Toast {
  key: number;
  message: string;
  intent: Intent;
}

export interface ServerMessage {
  title: string;
  message: string;
}

export interface NoticesState {
  toasts: readonly Toast[];
  /** One modal at a time: a second message while one is open replaces it instead of stacking. */
  serverMessage: ServerMessage | null;
  helpDeskMessage: string | null;
}

export interface NoticeStore {
  get(): NoticesState;
  subscribe(listener: () => void): () => void;
  toast(message: string, intent?: Intent): void;
  dismissToast(key: number): void;
  showServerMessage(message: ServerMessage): void;
  closeServerMessage(): void;
  showHelpDeskMessage(text: string): void;
  clearHelpDeskMessage(): void;
}

export function createNoticeStore(): NoticeStore {
  let state: NoticesState = { toasts: [], serverMessage: null, helpDeskMessage: null };
  let nextKey = 1;
  const listeners = new Set<() => void>();
  const set = (next: NoticesState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(message, intent = 'none') {
      // The same text twice in a row (several queries failing together) shows once.
      if (state.toasts.some((toast) => toast.message === message)) return;
      set({ ...state, toasts: [...state.toasts, { key: nextKey++, message, intent }] });
    },
    dismissToast(key) {
      set({ ...state, toasts: state.toasts.filter((toast) => toast.key !== key) });
    },
    showServerMessage(serverMessage) {
      set({ ...state, serverMessage });
    },
    closeServerMessage() {
      set({ ...state, serverMessage: null });
    },
    showHelpDeskMessage(text) {
      set({ ...state, helpDeskMessage: text });
    },
    clearHelpDeskMessage() {
      set({ ...state, helpDeskMessage: null });
    },
  };
}
