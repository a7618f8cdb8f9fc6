// How the student screens show dates, units and people.

/** YYYY-MM-DD as MM/DD/YYYY; '—' when missing. */
export function usDate(value: string | null | undefined): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '—';
}

/** An ISO date-time as MM/DD/YYYY HH:mm:ss. */
export function usDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The current time as HH:MM. */
export function nowTime(): string {
  const now = new Date();
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

export function names(items: ReadonlyArray<{ name: string }> | null | undefined): string {
  return items && items.length > 0 ? items.map((item) => item.name).join(', ') : '—';
}

export function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function seconds(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const minutes = Math.floor(value / 60);
  return minutes > 0 ? `${minutes} min ${value % 60} s` : `${value} s`;
}
