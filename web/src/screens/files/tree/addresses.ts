// The file manager's addresses: a folder's contents (the top has its own), its share page and the trash.
export function folderAddress(id: string | null): string {
  return id === null ? '/file-management' : `/view-folder-contents/${encodeURIComponent(id)}`;
}

export function shareAddress(kind: 'folder' | 'file', id: string): string {
  return `/share-${kind}/${encodeURIComponent(id)}`;
}
