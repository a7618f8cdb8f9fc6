// The known name a mistyped one was meant to be: the closest by edit distance (Levenshtein, ignoring case), when it
// is within a third of the name's length (at least 1, at most 3 edits) and no other name is as close.

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function nearestName(value: string, known: readonly string[]): string | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === '') return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(wanted.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const name of known) {
    const d = distance(wanted, name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && name !== best) tie = true;
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined;
}
