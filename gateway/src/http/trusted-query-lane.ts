// The web client's own queries answered without Apollo Server's request pipeline. A listed query (by its hash, or by
// its exact text where operations may come as text) is parsed and validated, with the request limits, the first time
// it comes; from then on it runs straight on its compiled executor, and a successful answer is written as Apollo
// Server writes it. Anything else goes on to Apollo Server as before: mutations (the sign-in throttle watches them),
// uploads, unlisted documents, a stopping server, an Accept header this lane does not rank. An answer with errors goes
// on too, with the result already computed, so that Apollo Server formats, logs and sets the status of errors in one
// place and nothing runs twice.
import type { NextFunction, Request, Response } from 'express';
import {
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { CompiledOperations } from '../execution/compiled-executor.js';
import { isRecord } from '../json-record.js';
import type { RequestLimits } from '../protection/limits.js';
import { answerMediaType } from '../protection/legacy-json-status.js';
import type { TelemetryContext } from '../telemetry/plugin.js';
import type { FrontDoorOptions } from './front-door.js';
import type { Lifecycle } from './health.js';

interface Prepared {
  document: DocumentNode;
  name: string | undefined;
}

export interface TrustedQueryLaneOptions<C extends TelemetryContext> {
  schema: GraphQLSchema;
  /** Hash to the operation's text as it runs (the web build's persisted documents). */
  manifest: ReadonlyMap<string, string>;
  operations: CompiledOperations;
  limits: RequestLimits;
  introspection: boolean;
  /** Listed texts sent as text run only where operations may come as text. */
  allowArbitrary: boolean;
  lifecycle: Lifecycle;
  /** The request's context, as Apollo Server's would be. */
  context(req: Request, res: Response): Promise<C>;
}

interface OperationBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

export class TrustedQueryLane<C extends TelemetryContext> {
  /** By hash; null for a listed operation this lane leaves to Apollo Server (a mutation, say). */
  private readonly prepared = new Map<string, Prepared | null>();
  /** Listed text to its hash, where operations may come as text. */
  private readonly texts: Map<string, string>;
  private readonly rules: readonly ValidationRule[];
  private readonly handedOn = new WeakMap<Request, C>();
  /**
   * By the request's telemetry, not its context: Apollo Server runs an operation on a shallow copy of the context,
   * which a WeakMap keyed by the context would not find (and the operation would run a second time).
   */
  private readonly results = new WeakMap<object, ExecutionResult>();

  constructor(private readonly options: TrustedQueryLaneOptions<C>) {
    this.texts = new Map(options.allowArbitrary ? [...options.manifest].map(([hash, text]) => [text, hash]) : []);
    this.rules = [...specifiedRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]), ...options.limits.validationRules];
  }

  /**
   * For POST /graphql once its JSON body is read: answers a listed query, calling `ready` before it writes, or calls
   * next() to hand the request on.
   */
  handler(): FrontDoorOptions['lane'] {
    return (req, res, next, ready) => {
      const prepared = this.eligible(req);
      if (!prepared) return next();
      const type = answerMediaType(req.header('accept'));
      if (!type) return next();
      this.answer(req, res, next, prepared, type, ready).catch(next);
    };
  }

  /** The context this lane made for a request it handed on with an answer that has errors. */
  contextOf(req: Request): C | undefined {
    return this.handedOn.get(req);
  }

  /** That request's result, once: the executor returns it instead of running the operation again. */
  takeResult(context: object): ExecutionResult | undefined {
    const key = (context as Partial<TelemetryContext>).telemetry;
    if (!key) return undefined;
    const result = this.results.get(key);
    this.results.delete(key);
    return result;
  }

  private eligible(req: Request): Prepared | undefined {
    if (req.method !== 'POST' || this.options.lifecycle.stopping || !isRecord(req.body)) return undefined;
    const body = req.body as OperationBody;
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    const key = typeof hash === 'string' ? hash : typeof body.query === 'string' ? this.texts.get(body.query) : undefined;
    const prepared = key === undefined ? undefined : this.prepare(key);
    if (!prepared) return undefined;
    if (body.operationName !== undefined && body.operationName !== null && body.operationName !== prepared.name) return undefined;
    if (body.variables !== undefined && body.variables !== null && !isRecord(body.variables)) return undefined;
    return prepared;
  }

  private prepare(hash: string): Prepared | undefined {
    const known = this.prepared.get(hash);
    if (known !== undefined) return known ?? undefined;
    const text = this.options.manifest.get(hash);
    if (text === undefined) return undefined;
    let prepared: Prepared | null = null;
    try {
      const document = parse(text, this.options.limits.parseOptions);
      const operation = getOperationAST(document);
      if (operation?.operation === 'query' && validate(this.options.schema, document, this.rules).length === 0) {
        prepared = { document, name: operation.name?.value };
      }
    } catch {
      // A listed text that does not parse within the limits: Apollo Server says why.
    }
    this.prepared.set(hash, prepared);
    return prepared ?? undefined;
  }

  private async answer(req: Request, res: Response, next: NextFunction, prepared: Prepared, type: string, ready: () => void): Promise<void> {
    const body = req.body as OperationBody;
    const context = await this.options.context(req, res);
    const variables = isRecord(body.variables) ? body.variables : {};
    const result = await this.options.operations.get(prepared.document, prepared.name).run(context, variables);
    if (result.errors?.length) {
      this.handedOn.set(req, context);
      this.results.set(context.telemetry, result);
      return next();
    }
    // One buffer with its length: a string body would be measured, then copied behind the headers, then encoded.
    const answer = Buffer.from(`${JSON.stringify({ data: result.data })}\n`);
    ready();
    res.statusCode = 200;
    res.setHeader('content-type', type);
    res.setHeader('content-length', answer.length);
    res.end(answer);
    // Counted once the answer is on its way: the caller does not wait for the bookkeeping.
    context.telemetry.named(prepared.name, 'query');
    context.telemetry.end('ok');
  }
}
