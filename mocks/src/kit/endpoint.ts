// An endpoint as the catalogue writes it ('agency/{id}', method POST) and its registration on an Express router.
import type { RequestHandler, Router } from 'express';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Below /api/, with `{name}` placeholders: 'agency-update/{id}'. */
  path: string;
}

/** A bare path takes the operation's usual method. */
export type EndpointSpec = string | { method: HttpMethod | Lowercase<HttpMethod>; path: string };

export function endpoint(spec: EndpointSpec, defaultMethod: HttpMethod): Endpoint {
  if (typeof spec === 'string') return { method: defaultMethod, path: spec };
  return { method: spec.method.toUpperCase() as HttpMethod, path: spec.path };
}

/** 'agency-update/{id}' → '/agency-update/:id'. */
export function expressPath(path: string): string {
  return `/${path.replace(/^\/+/, '').replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The placeholders of a path, in order: 'a/{x}/{y}' → ['x', 'y']. */
export function placeholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

export function registerEndpoint(router: Router, target: Endpoint, handlers: RequestHandler[]): void {
  const route = router.route(expressPath(target.path));
  switch (target.method) {
    case 'GET':
      route.get(...handlers);
      break;
    case 'POST':
      route.post(...handlers);
      break;
    case 'PUT':
      route.put(...handlers);
      break;
    case 'PATCH':
      route.patch(...handlers);
      break;
    case 'DELETE':
      route.delete(...handlers);
      break;
  }
}
