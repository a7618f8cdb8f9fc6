// How a stored file is shown: its size for people, and whether the browser can show it in the page (a PDF in a
// frame, an image as itself) or it is only downloaded.
/** 1.2 MB, 340 KB, 12 B. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export type PreviewKind = 'pdf' | 'image';

/** How a file can be shown in the page: a PDF in a frame, an image as itself, anything else not at all. */
export function previewKind(mimeType: string): PreviewKind | null {
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType.startsWith('image/') ? 'image' : null;
}
