// The bytes of staff files, kept beside the table by storage key (one store per stand-in), and what a file is by its
// content, not its name: PDF, PNG, JPEG, or a Word document (a ZIP holding word/document.xml).
import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import type { Db } from '../../db/index.js';
import type { StaffFile } from './rows.js';

export const maxStaffFileBytes = 10 * 1024 * 1024;

export const staffFileKinds = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type StaffFileKind = keyof typeof staffFileKinds;

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function isWordDocument(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  try {
    const entries = unzipSync(bytes, { filter: (entry) => entry.name === 'word/document.xml' });
    return entries['word/document.xml'] !== undefined;
  } catch {
    return false;
  }
}

/** What the bytes are; undefined for anything but a PDF, PNG, JPEG or DOCX. */
export function staffFileKind(bytes: Uint8Array): StaffFileKind | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isWordDocument(bytes)) return 'docx';
  return undefined;
}

/** PDF strings escape their delimiters; other characters outside printable ASCII are dropped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF with a title line, written directly (seeded documents need bytes without waiting on a library). */
export function generatedPdf(title: string): Buffer {
  const stream = `BT /F1 20 Tf 72 720 Td (${pdfText(title)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stores = new WeakMap<Db, Map<string, Buffer>>();

function storeOf(db: Db): Map<string, Buffer> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

export function keepContent(db: Db, key: string, bytes: Buffer): void {
  storeOf(db).set(key, bytes);
}

/** A file's bytes; a seeded document's are made from its name on first use. */
export function contentOf(db: Db, file: StaffFile): Buffer {
  const store = storeOf(db);
  let bytes = store.get(file.storage_key);
  if (!bytes) {
    bytes = generatedPdf(file.name);
    store.set(file.storage_key, bytes);
  }
  return bytes;
}
