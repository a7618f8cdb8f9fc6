// Records every API request in the call log as it arrives (so hung and reset requests are logged too), then adds
// the body once the parsers have run.
import type { Request, RequestHandler } from 'express';
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

export function callRecording(calls: CallLog): { arrival: RequestHandler; parsed: RequestHandler } {
  return {
    arrival(req, _res, next) {
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
      });
      records.set(req, record);
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
