// The one status the header shows, in the same words everywhere: "Online", "Offline", "3 entries waiting",
// "Syncing…", "All saved", and "1 entry refused" when the API refused a write that waits for the therapist.
import type { OutboxSnapshot } from '../outbox/outbox';

export type StatusKind = 'online' | 'offline' | 'waiting' | 'syncing' | 'saved' | 'refused';

export interface ConnectionStatus {
  kind: StatusKind;
  text: string;
}

export function entriesText(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

export function connectionStatus(online: boolean, snapshot: OutboxSnapshot): ConnectionStatus {
  const refused = snapshot.entries.filter((entry) => entry.state === 'refused').length;
  const waiting = snapshot.entries.length - refused;
  const refusedText = refused > 0 ? `${entriesText(refused)} refused` : '';
  const joined = (first: string) => [first, refusedText].filter(Boolean).join(' · ');
  if (online && snapshot.syncing && waiting > 0) return { kind: 'syncing', text: joined('Syncing…') };
  if (waiting > 0) return { kind: 'waiting', text: joined(`${online ? '' : 'Offline · '}${entriesText(waiting)} waiting`) };
  if (!online) return { kind: 'offline', text: joined('Offline') };
  if (refused > 0) return { kind: 'refused', text: refusedText };
  return snapshot.answeredAny ? { kind: 'saved', text: 'All saved' } : { kind: 'online', text: 'Online' };
}
