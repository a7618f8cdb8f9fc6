// Path patterns for faults and call filters: a path below /api/, exact or with `*` standing for any run of
// characters (slashes included), so `agency*` matches `agency`, `agency/3` and `agency-list`.

export function normalisePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

export function compilePathPattern(pattern: string): RegExp {
  const body = normalisePath(pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

export function matchesPath(pattern: string, path: string): boolean {
  return compilePathPattern(pattern).test(normalisePath(path));
}
