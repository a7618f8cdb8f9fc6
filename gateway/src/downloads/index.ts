// The gateway's own downloads: keep a file, get its link.
export { keepDownload, downloadsRouter, useDownloadStore, downloadTtlMs, downloadsPath } from './downloads.js';
export { MemoryDownloadStore, type DownloadFile, type DownloadStore } from './store.js';
export { RedisDownloadStore } from './redis-store.js';
