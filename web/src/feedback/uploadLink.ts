// GraphQL multipart request spec (github.com/jaydenseric/graphql-multipart-request-spec) for Apollo Client 4:
// an operation whose variables hold a File or Blob is sent as multipart/form-data (`operations`, `map`, one part
// per file) by this link, which terminates it; every other operation goes on to the next link (the HttpLink).
// apollo-upload-client is not used: its releases target Apollo Client 3.
import { ApolloLink } from '@apollo/client/link';
import { parseAndCheckHttpResponse, selectURI } from '@apollo/client/link/http';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import { persistedExtensions } from '../app/links/persisted';

export type FilePaths = Map<Blob, string[]>;

export interface ExtractedFiles<T> {
  /** The value with every file replaced by null, as the spec asks. */
  clone: T;
  /** Each distinct file and the object paths (`variables.input.screenshot`) where it appeared. */
  files: FilePaths;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

export function extractFiles<T>(value: T, path: string): ExtractedFiles<T> {
  const files: FilePaths = new Map();
  const walk = (node: unknown, at: string): unknown => {
    if (isBlob(node)) {
      files.set(node, [...(files.get(node) ?? []), at]);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (isPlainObject(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner, `${at}.${key}`)]));
    }
    return node;
  };
  return { clone: walk(value, path) as T, files };
}

export function hasFiles(variables: Record<string, unknown> | undefined): boolean {
  return extractFiles(variables ?? {}, 'variables').files.size > 0;
}

export interface MultipartOperation {
  query: string;
  operationName?: string;
  variables: Record<string, unknown>;
  /** The document's hash (persistedQuery), which a production gateway needs to run it. */
  extensions?: Record<string, unknown>;
}

/** The request body: `operations`, then `map`, then the files, in that order as the spec requires. */
export function buildMultipartBody(operation: MultipartOperation): FormData {
  const { clone, files } = extractFiles(operation.variables, 'variables');
  const body = new FormData();
  body.append('operations', JSON.stringify({ ...operation, variables: clone }));
  const map: Record<string, string[]> = {};
  const parts: Array<[string, Blob]> = [];
  let index = 0;
  for (const [file, paths] of files) {
    const key = String(index++);
    map[key] = paths;
    parts.push([key, file]);
  }
  body.append('map', JSON.stringify(map));
  for (const [key, file] of parts) {
    body.append(key, file, file instanceof File ? file.name : 'blob');
  }
  return body;
}

export interface UploadLinkOptions {
  uri?: string;
  fetch?: typeof fetch;
  /** Headers on every upload, below the operation context's own. */
  headers?: Record<string, string>;
}

interface UploadContext {
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  fetchOptions?: RequestInit;
}

/** Terminates operations that carry files; put it right before the HttpLink in the chain. */
export function createUploadLink(options: UploadLinkOptions = {}): ApolloLink {
  const { uri = '/graphql', fetch: preferredFetch, headers: linkHeaders = {} } = options;
  return new ApolloLink((operation, forward) => {
    if (!hasFiles(operation.variables)) return forward(operation);
    const context = operation.getContext() as UploadContext;
    const controller = new AbortController();
    const external = context.fetchOptions?.signal;
    external?.addEventListener('abort', () => controller.abort(external.reason), { once: true });
    const body = buildMultipartBody({
      query: print(operation.query),
      operationName: operation.operationName,
      variables: operation.variables,
      extensions: persistedExtensions(operation.query),
    });
    const init: RequestInit = {
      ...context.fetchOptions,
      method: 'POST',
      credentials: context.credentials ?? context.fetchOptions?.credentials,
      // No content-type: the browser writes the multipart boundary. The preflight header is the gateway's CSRF
      // guard for requests a plain HTML form could also send.
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        ...linkHeaders,
        ...context.headers,
        'apollo-require-preflight': 'true',
      },
      body,
      signal: controller.signal,
    };
    return new Observable<ApolloLink.Result>((observer) => {
      const send = preferredFetch ?? fetch;
      send(selectURI(operation, uri), init)
        .then((response) => {
          operation.setContext({ response });
          return parseAndCheckHttpResponse(operation)(response);
        })
        .then((result: ApolloLink.Result) => {
          observer.next(result);
          observer.complete();
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) observer.error(error);
        });
      return () => controller.abort();
    });
  });
}
