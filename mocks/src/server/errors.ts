// The last handler of /api/: body parser and upload errors become the answers Laravel would give, anything else
// is a 500 with Laravel's production message.
import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { attributeName } from './validation.js';

export const uploadLimitBytes = 12 * 1024 * 1024;

function errorType(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string') {
    return error.type;
  }
  return undefined;
}

export const apiErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof multer.MulterError) {
    const field = error.field ?? 'file';
    const message =
      error.code === 'LIMIT_FILE_SIZE'
        ? `The ${attributeName(field)} field must not be greater than ${uploadLimitBytes / 1024} kilobytes.`
        : `The ${attributeName(field)} failed to upload.`;
    res.status(422).json({ message, errors: { [field]: [message] } });
    return;
  }
  const type = errorType(error);
  if (type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  console.error('[stand-in] unhandled error', error);
  res.status(500).json({ message: 'Server Error' });
};
