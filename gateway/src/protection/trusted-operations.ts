// Trusted operations: the web build lists the operations it sends (persisted-documents.json, by sha256 hash), and the
// gateway serving that build runs them by hash. In production nothing else runs unless ALLOW_ARBITRARY_OPERATIONS
// is set; elsewhere (development, the sandbox) a query's text still runs. The client's cache needs __typename on
// every object, which Apollo Client adds to what it asks: the listed operations get the same before they run.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { Kind, parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';
import type { Logger } from '../log.js';

export const manifestFileName = 'persisted-documents.json';
export const notFoundCode = 'PERSISTED_QUERY_NOT_FOUND';

const typenameField: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The operation with __typename in every selection set below the root, as Apollo Client's own transform adds it. */
export function withTypenames(text: string): string {
  const document = visit(parse(text, { noLocation: true }), {
    SelectionSet: {
      enter(node: SelectionSetNode, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'))) return undefined;
        return { ...node, selections: [...node.selections, typenameField] };
      },
    },
  });
  return print(document);
}

/** The hash a manifest lists an operation's text by, and a client sends in its place. */
export function operationHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Hash to the operation's text as it runs; empty when the build wrote no manifest. */
export function readManifest(webDist: string): Map<string, string> {
  const file = join(webDist, manifestFileName);
  if (!existsSync(file)) return new Map();
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(listed).map(([hash, text]) => [hash.replace(/^sha256:/, ''), withTypenames(text)]));
}

interface OperationBody {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
}

function refuse(res: Response, message: string): void {
  res
    .status(400)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions: { code: notFoundCode } }] }));
}

export interface TrustedOperationsOptions {
  manifest: Map<string, string>;
  allowArbitrary: boolean;
  log: Logger;
}

/** Express middleware for /graphql, after the JSON and multipart bodies are read. */
export function trustedOperations({ manifest, allowArbitrary, log }: TrustedOperationsOptions) {
  if (!allowArbitrary && manifest.size === 0) {
    log.warn(
      'no persisted-documents.json in the web build: every operation will be refused (build the web client, or set ALLOW_ARBITRARY_OPERATIONS)',
    );
  }
  return (req: Request, res: Response, next: NextFunction): void => {
    const body = (req.method === 'POST' ? req.body : undefined) as OperationBody | undefined;
    const hash = body?.extensions?.persistedQuery?.sha256Hash;
    if (body && typeof hash === 'string') {
      const text = manifest.get(hash);
      if (text !== undefined) {
        body.query = text;
        delete body.extensions!.persistedQuery;
        return next();
      }
      // Unknown hash: a client holding the text sends it again, and a development gateway runs that.
      if (!allowArbitrary || typeof body.query !== 'string') return refuse(res, 'PersistedQueryNotFound');
      delete body.extensions!.persistedQuery;
      return next();
    }
    if (allowArbitrary) return next();
    refuse(res, 'This gateway runs only the operations of the web client it serves: send the operation by its hash (extensions.persistedQuery).');
  };
}

/** A listed operation by its name, with its hash (a test or the bench runs the client's own operation, not a copy). */
export function listedOperation(manifest: ReadonlyMap<string, string>, name: string): { hash: string; text: string } {
  const heading = new RegExp(`(?:^|[\\s}])(?:query|mutation|subscription) ${name}\\b`);
  for (const [hash, text] of manifest) if (heading.test(text)) return { hash, text };
  throw new Error(`no operation ${name} in the web client's persisted documents (run npm run codegen)`);
}

/** The text of a listed operation by its name. */
export function operationNamed(manifest: ReadonlyMap<string, string>, name: string): string {
  return listedOperation(manifest, name).text;
}
