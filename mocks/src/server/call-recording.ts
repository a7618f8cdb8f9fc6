// Records every API request in the call log as it arrives (so hung and reset requests are logged too), then adds
// the body once the parsers have run, and counts the bytes of the answer as they are written.
import type { Request, RequestHandler, Response } from 'express';
import type { CallLog, CallRecord } from './calls.js';
import { nowMs } from '../kit/clock.js';

const records = new WeakMap<Request, CallRecord>();

function uploadedFiles(req: Request): CallRecord['files'] {
  const files = req.files;
  const list = Array.isArray(files) ? files : files ? Object.values(files).flat() : [];
  return list.map((file) => ({
    field: file.fieldname,
    fileName: file.originalname,
    size: file.size,
    mimeType: file.mimetype,
  }));
}

/** Adds what the answer writes to the record's `sent`, whichever way it is written (json, send, a stream). */
function countSent(res: Response, record: CallRecord): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const add = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') record.sent += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) record.sent += chunk.byteLength;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') add(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response['end'];
}

export function callRecording(calls: CallLog): { arrival: RequestHandler; parsed: RequestHandler } {
  return {
    arrival(req, res, next) {
      const record = calls.record({
        method: req.method,
        // req.path is relative to the /api mount and has no query string.
        path: req.path.replace(/^\/+/, ''),
        query: { ...(req.query as Record<string, unknown>) },
        authorization: req.get('authorization'),
        traceparent: req.get('traceparent'),
        body: undefined,
        files: [],
        at: nowMs(),
        sent: 0,
      });
      records.set(req, record);
      countSent(res, record);
      next();
    },
    parsed(req, _res, next) {
      const record = records.get(req);
      if (record) {
        record.body = req.body;
        record.files = uploadedFiles(req);
      }
      next();
    },
  };
}
