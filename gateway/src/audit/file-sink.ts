// The trail as a JSON-lines file (AUDIT_LOG). When the next write would take it past AUDIT_LOG_MAX_BYTES it is
// renamed to `<file>.<n>` (1 the oldest) and a new one begun; rotated files are kept and the chain runs on across
// them. One gateway process writes a file: replicas share the trail through Redis instead.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { chain, emptyHead, parseRecord, type AuditEntry, type AuditRecord, type ChainHead } from './record.js';
import type { StoredLine, TrailSink } from './sink.js';

/** The trail's files, oldest first: the rotated ones by number, then the current one. */
export async function trailFiles(path: string): Promise<string[]> {
  const name = basename(path);
  const folder = dirname(path);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const rotated = names
    .map((entry) => ({ entry, n: entry.startsWith(`${name}.`) ? Number(entry.slice(name.length + 1)) : NaN }))
    .filter(({ n }) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a.n - b.n)
    .map(({ entry }) => join(folder, entry));
  return names.includes(name) ? [...rotated, path] : rotated;
}

/** Every line of the trail's files, oldest first, with its file and line number. */
export async function* trailLines(files: readonly string[]): AsyncGenerator<StoredLine> {
  for (const file of files) {
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    let number = 0;
    for await (const text of lines) {
      number++;
      if (text !== '') yield { text, where: `${file}:${number}` };
    }
  }
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/** The first look at a file's end; doubled until it holds the whole last line. */
const TAIL_BYTES = 64 * 1024;

/**
 * The last line of a file that is not empty, read from its end: a gateway starting over a trail of tens of megabytes
 * reads its last record, not the file. Undefined for a file with no line.
 */
export async function lastLine(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    for (let window = TAIL_BYTES; ; window *= 2) {
      const start = Math.max(0, size - window);
      const buffer = Buffer.alloc(size - start);
      for (let read = 0; read < buffer.length;) {
        const { bytesRead } = await handle.read(buffer, read, buffer.length - read, start + read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      // Cut at a line break only: the window may begin inside a character of several bytes.
      const lines = buffer.toString('utf8').split('\n');
      if (start > 0) lines.shift();
      const last = lines.filter((line) => line !== '').at(-1);
      if (last !== undefined || start === 0) return last;
    }
  } finally {
    await handle.close();
  }
}

/** The last record of the newest file that holds one. */
async function lastHead(path: string): Promise<ChainHead> {
  const files = await trailFiles(path);
  for (const file of files.reverse()) {
    const last = await lastLine(file);
    if (last === undefined) continue;
    const record = parseRecord(last);
    if (!record) throw new Error(`The audit trail's last line (in ${file}) is not a record: run npm run audit:verify.`);
    return { seq: record.seq, hash: record.hash };
  }
  return emptyHead;
}

export class FileTrail implements TrailSink {
  private head: Promise<ChainHead>;
  private size: Promise<number>;
  // Kept open between writes: opening the file for each batch costs two system calls more.
  private handle: FileHandle | undefined;

  constructor(
    private readonly path: string,
    private readonly maxBytes: number,
  ) {
    this.head = mkdir(dirname(path), { recursive: true }).then(() => lastHead(path));
    this.size = this.head.then(() => sizeOf(path));
    // A trail that cannot be read fails each write (logged and counted), not the process.
    this.size.catch(() => undefined);
  }

  async append(entries: readonly AuditEntry[]): Promise<AuditRecord[]> {
    const head = await this.head;
    const { records, lines, head: next } = chain(head, entries);
    const text = `${lines.join('\n')}\n`;
    const bytes = Buffer.byteLength(text, 'utf8');
    let size = await this.size;
    if (size > 0 && size + bytes > this.maxBytes) {
      await this.close();
      const rotated = (await trailFiles(this.path)).length;
      await rename(this.path, `${this.path}.${rotated}`);
      size = 0;
    }
    this.handle ??= await open(this.path, 'a', 0o600);
    try {
      // write() in a loop, not appendFile(), which asks the file's size (fstat) before every write.
      const buffer = Buffer.from(text, 'utf8');
      for (let written = 0; written < buffer.length;) written += (await this.handle.write(buffer, written)).bytesWritten;
    } catch (error) {
      // Opened again for the next try (the file may have been moved or its disk remounted).
      await this.close().catch(() => undefined);
      throw error;
    }
    this.head = Promise.resolve(next);
    this.size = Promise.resolve(size + bytes);
    return records;
  }

  async records(): Promise<AuditRecord[]> {
    const records: AuditRecord[] = [];
    for await (const line of trailLines(await trailFiles(this.path))) {
      const record = parseRecord(line.text);
      if (record) records.push(record);
    }
    return records;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }
}
