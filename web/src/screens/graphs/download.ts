// Saving what a graph shows: a data URL (the chart's PNG) or text (its table as CSV) as a named file.

export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

export function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  saveUrl(url, fileName);
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from a title and the range: "behavior-graph-2025-11-01-to-2025-12-29". */
export function fileBase(title: string, days: readonly string[]): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return days.length > 0 ? `${slug}-${days[0]}-to-${days.at(-1)}` : slug;
}
