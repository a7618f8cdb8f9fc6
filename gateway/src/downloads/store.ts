// Where a file the gateway made for download waits until it is fetched or its time is up: this process's memory by
// default, Redis (shared by every replica) when REDIS_URL is set, so that any replica serves a link another made.
import { nowMs } from '../dates/clock.js';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

export interface DownloadStore {
  put(name: string, file: DownloadFile, ttlMs: number): Promise<void>;
  /** The file kept under `name`, or undefined once its time is up (or it never was). */
  get(name: string): Promise<DownloadFile | undefined>;
}

/** One process's files, each until its time is up; the oldest go first past `maxFiles`. */
export class MemoryDownloadStore implements DownloadStore {
  private readonly files = new Map<string, { file: DownloadFile; until: number }>();

  constructor(private readonly maxFiles = 200) {}

  async put(name: string, file: DownloadFile, ttlMs: number): Promise<void> {
    this.files.set(name, { file, until: nowMs() + ttlMs });
    for (const [oldest, { until }] of this.files) {
      if (this.files.size <= this.maxFiles && until > nowMs()) break;
      this.files.delete(oldest);
    }
  }

  async get(name: string): Promise<DownloadFile | undefined> {
    const kept = this.files.get(name);
    if (!kept) return undefined;
    if (kept.until > nowMs()) return kept.file;
    this.files.delete(name);
    return undefined;
  }
}
