// The notes the dashboard lists as waiting, from what the notes' call answered. The authorizations and credentials
// needing attention come counted and ordered from the gateway.

/**
 * A note is waiting for its provider's signature until it is Signed (Pending: drafted; Missing: not begun), newest
 * session first: the notes of the last days are the ones still in mind, and the ones the dashboard shows first.
 */
export function waitingForSignature<T extends { noteStatus: string; date: string; startTime: string }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.noteStatus !== 'Signed').sort((a, b) => b.date.localeCompare(a.date) || b.startTime.localeCompare(a.startTime));
}
