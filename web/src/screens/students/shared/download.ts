/**
 * Starts a real download of a file the API prepared: a link with `download`, clicked. The API answers such URLs
 * with `Content-Disposition: attachment`, so the browser saves the file under its name even across origins.
 */
export function startDownload(url: string, fileName?: string | null): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
