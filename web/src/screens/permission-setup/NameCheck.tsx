// The inline availability of a module or menu name, asked 500 ms after the user stops typing.
import { useQuery } from '@apollo/client/react';
import { Icon, Spinner } from '@blueprintjs/core';
import { useDebouncedValue } from '../../kit';
import { PermissionNameCheck } from './operations';

export type NameState = 'idle' | 'checking' | 'available' | 'taken';

export interface NameCheckProps {
  id: string;
  name: string;
  /** The module being edited: its own names are not taken. */
  updateId?: string;
  /** A name the form already uses elsewhere (two menus of one module). */
  duplicate?: boolean;
  onState?: (state: NameState) => void;
}

/** Answers the state of `name` and renders it: checking, available or taken (with the server's message). */
export function useNameCheck(name: string, updateId: string | undefined): { state: NameState; message: string | null } {
  const settled = useDebouncedValue(name.trim());
  const typing = settled !== name.trim();
  const { data, loading } = useQuery(PermissionNameCheck, {
    variables: { name: settled, updateId: updateId ?? null },
    skip: settled === '',
    fetchPolicy: 'network-only',
  });
  if (name.trim() === '') return { state: 'idle', message: null };
  if (typing || loading || !data || data.check.name !== settled) return { state: 'checking', message: null };
  return data.check.available
    ? { state: 'available', message: null }
    : { state: 'taken', message: data.check.message ?? 'This name is already taken.' };
}

export function NameCheckText({ id, state, message }: { id: string; state: NameState; message: string | null }) {
  return (
    <span id={id} className="name-check" aria-live="polite">
      {state === 'checking' && (
        <>
          <Spinner size={12} /> Checking the name…
        </>
      )}
      {state === 'available' && (
        <span className="bp6-text-intent-success">
          <Icon icon="tick-circle" intent="success" /> Available
        </span>
      )}
      {state === 'taken' && (
        <span className="bp6-text-intent-danger">
          <Icon icon="error" intent="danger" /> Taken{message ? `: ${message}` : ''}
        </span>
      )}
    </span>
  );
}
