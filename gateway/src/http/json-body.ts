// The JSON body of a POST to /graphql. What every client of this gateway sends, UTF-8 JSON with its length, not
// compressed and within the cap, is read here straight into req.body; anything else (another charset, a compressed or
// chunked body, one over the cap, not JSON at all) goes to body-parser, which reads and refuses it as before. On every
// small query body-parser's stream plumbing and charset decoder cost about as much as a tenth of the whole request.
import type { Request, RequestHandler } from 'express';

const plainJson = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** A body refused as body-parser refuses it: 400, with its error type (not JSON at all, or the caller went away). */
class BodyError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;

  constructor(
    readonly type: 'entity.parse.failed' | 'request.aborted',
    message: string,
  ) {
    super(message);
  }
}

function simple(req: Request, limit: number): number | undefined {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return undefined;
  const type = req.headers['content-type'];
  if (type === undefined || !plainJson.test(type)) return undefined;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= limit ? length : undefined;
}

function parse(bytes: Buffer): unknown {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw new BodyError('entity.parse.failed', `Unexpected token ${first ?? 'end of input'} in JSON body`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError('entity.parse.failed', error instanceof Error ? error.message : 'Invalid JSON');
  }
}

/** `others` reads what this does not (express.json with the same limit). */
export function jsonBody(limit: number, others: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const length = simple(req, limit);
    if (length === undefined) return others(req, res, next);
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      next(error);
    };
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => settle(new BodyError('request.aborted', 'request aborted')));
    req.once('end', () => {
      try {
        req.body = parse(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
      } catch (error) {
        return settle(error);
      }
      settle();
    });
  };
}
