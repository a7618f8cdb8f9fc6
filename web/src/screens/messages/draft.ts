// A draft kept in sessionStorage under its own key, so a reload (or a failed send) never loses what was typed; it
// is dropped once sent. Each draft carries the client id of its send: a retry sends the same id, so the API never
// sends it twice. The key names the signed-in user: whoever signs in next in the same tab finds their own drafts,
// never the last user's.
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session';

export interface DraftPerson {
  id: string;
  name: string;
}

export interface MessageDraft {
  recipients: DraftPerson[];
  subject: string;
  body: string;
  clientId: string;
}

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function emptyDraft(): MessageDraft {
  return { recipients: [], subject: '', body: '', clientId: newClientId() };
}

function isDraft(value: unknown): value is MessageDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<MessageDraft>;
  return Array.isArray(draft.recipients) && typeof draft.subject === 'string' && typeof draft.body === 'string' && typeof draft.clientId === 'string';
}

function readDraft(key: string): MessageDraft {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return isDraft(stored) ? stored : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export interface Draft {
  draft: MessageDraft;
  change(changes: Partial<Omit<MessageDraft, 'clientId'>>): void;
  /** After a send went through: a fresh draft with a new client id. */
  discard(): void;
}

/** Where a user's draft of `key` is kept. */
export function draftStorageKey(key: string, userId: string | number | null): string {
  return `${key}.user-${userId ?? 'none'}`;
}

export function useDraft(draftKey: string): Draft {
  const key = draftStorageKey(draftKey, useSession().userId);
  const [draft, setDraft] = useState<MessageDraft>(() => readDraft(key));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the draft still lives in the form.
    }
  }, [key, draft]);
  const change = useCallback((changes: Partial<Omit<MessageDraft, 'clientId'>>) => setDraft((current) => ({ ...current, ...changes })), []);
  const discard = useCallback(() => {
    window.sessionStorage.removeItem(key);
    setDraft(emptyDraft());
  }, [key]);
  return { draft, change, discard };
}
