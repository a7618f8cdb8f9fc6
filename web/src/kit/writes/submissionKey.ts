// The idempotency key of a form's submission, handed to the write its save makes without threading it through every
// screen's save: the form sets it around the synchronous start of its save, and useWrite reads it as it starts.
let current: string | undefined;

/** Calls `save` with `key` as the submission key of any write it starts synchronously. */
export function withSubmissionKey<T>(key: string, save: () => T): T {
  const outer = current;
  current = key;
  try {
    return save();
  } finally {
    current = outer;
  }
}

/** The key of the submission under way, if a form's save is starting this write. */
export function currentSubmissionKey(): string | undefined {
  return current;
}
