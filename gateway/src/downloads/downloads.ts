// Files the gateway makes itself (exports the practice API has no call for): kept for ten minutes under a random
// 128-bit name, which is the link's only key, and served at GET /downloads/<name> as an attachment.
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { MemoryDownloadStore, type DownloadFile, type DownloadStore } from './store.js';

export const downloadTtlMs = 10 * 60_000;
export const downloadsPath = '/downloads';

/** 16 random bytes, base64url: 22 characters. */
const namePattern = /^[A-Za-z0-9_-]{22}$/;

let store: DownloadStore = new MemoryDownloadStore();

/** Where this process keeps its files (set when the gateway starts: Redis when REDIS_URL is set). */
export function useDownloadStore(chosen: DownloadStore): void {
  store = chosen;
}

/** Keeps the file and answers the link to it, as the schema's `Download`. */
export async function keepDownload(file: DownloadFile): Promise<{ url: string; fileName: string }> {
  const name = randomBytes(16).toString('base64url');
  await store.put(name, file, downloadTtlMs);
  return { url: `${downloadsPath}/${name}`, fileName: file.fileName };
}

/** GET /downloads/<name>: the file with its type and name, or 404 once its time is up. */
export function downloadsRouter(): Router {
  const router = Router();
  router.get(`${downloadsPath}/:name`, async (req, res, next) => {
    try {
      const name = req.params.name;
      const file = namePattern.test(name) ? await store.get(name) : undefined;
      if (!file) {
        res.status(404).type('text').send('This download has expired or does not exist.');
        return;
      }
      res.set('Cache-Control', 'no-store');
      res.attachment(file.fileName);
      res.type(file.contentType);
      res.send(Buffer.from(file.body));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
