// The terminating link of file uploads: the GraphQL multipart request (the project's one builder, beside the
// feedback widget) sent with XMLHttpRequest, because only XHR reports upload progress. The answer is read exactly
// as the HttpLink reads one.
import { ApolloLink } from '@apollo/client/link';
import { parseAndCheckHttpResponse } from '@apollo/client/link/http';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import { persistedExtensions } from '../../app/links/persisted';
import { buildMultipartBody } from '../../feedback/uploadLink';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Told the share of the upload sent so far, 0 to 1. */
    onUploadProgress?: (fraction: number) => void;
  }
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function createXhrUploadLink(uri = '/graphql'): ApolloLink {
  return new ApolloLink((operation) => {
    const context = operation.getContext();
    const body = buildMultipartBody({
      query: print(operation.query),
      operationName: operation.operationName,
      variables: operation.variables,
      extensions: persistedExtensions(operation.query),
    });
    return new Observable<ApolloLink.Result>((observer) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', uri);
      xhr.setRequestHeader('accept', 'application/graphql-response+json,application/json;q=0.9');
      for (const [name, value] of Object.entries((context.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) context.onUploadProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        context.onUploadProgress?.(1);
        const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) });
        operation.setContext({ response });
        parseAndCheckHttpResponse(operation)(response).then(
          (result: ApolloLink.Result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      };
      xhr.onerror = () => observer.error(new TypeError('Failed to fetch'));
      xhr.ontimeout = xhr.onerror;
      xhr.send(body);
      return () => {
        if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
      };
    });
  });
}
