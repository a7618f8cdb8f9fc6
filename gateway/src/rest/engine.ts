// The one generic resolver behind every @rest field. Each field's declaration is compiled once, when the schema is
// built; a call then only fills the path, writes the payload, sends, and shapes the answer.
import { GraphQLError, type GraphQLArgument, type GraphQLField, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { FieldErrors } from '../upstream/errors.js';
import { rowLookups, selectedLookups, type LookupMap } from '../loaders/prefetch.js';
import type { GatewayContext } from '../context.js';
import { shapeAnswer, shapeOf, type AnswerShape } from './answer.js';
import { toQueryString } from './bracket-fields.js';
import { restOf, wireNameOf, type LookupSpec, type RestSpec } from './directives.js';
import { multipartBody } from './multipart.js';
import { checkPageArguments, pageArgumentsOf } from './page-input.js';
import { fillPath, parsePath, type PathTemplate } from './path.js';
import { PayloadWriter } from './payload.js';
import { readUploadsIn } from './uploads.js';

export interface CompiledRest {
  coordinate: string;
  spec: RestSpec;
  path: PathTemplate;
  shape: AnswerShape;
  args: readonly GraphQLArgument[];
  /** placeholder name → GraphQL argument name */
  pathArgs: Map<string, string>;
  pathArgNames: ReadonlySet<string>;
  /** Arguments of type PageInput, checked before every call. */
  pageArgs: readonly string[];
  /** The API's field names (as errors.ts reports them, camelCased) → the GraphQL input field they came from. */
  errorKeys: ReadonlyMap<string, string>;
}

export interface CallOptions {
  /** Replaces the caller's Authorization header for this call. */
  authorization?: string;
  /** Request headers this call sends besides the usual ones (`X-Session-ID` of a job). */
  headers?: Readonly<Record<string, string>>;
}

/** The relations a query selects below a field (their lists are warmed), and those on the rows it answers itself. */
interface SelectedLookups {
  below: readonly LookupSpec[];
  onRows: readonly LookupSpec[];
}

export class RestEngine {
  private readonly compiled = new Map<string, CompiledRest>();
  // A field's selection is the same every time its (cached) document runs: walked once per field of a document.
  private readonly selected = new WeakMap<GraphQLResolveInfo['fieldNodes'], SelectedLookups>();
  private readonly writer: PayloadWriter;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly lookups: LookupMap = new Map(),
  ) {
    this.writer = new PayloadWriter(schema);
  }

  /** Compiles a field's @rest declaration; undefined when it has none. */
  compile(typeName: string, field: GraphQLField<unknown, unknown>): CompiledRest | undefined {
    const spec = restOf(this.schema, field);
    if (!spec) return undefined;
    const path = parsePath(spec.path);
    const pathArgs = new Map<string, string>();
    for (const { name } of path.params) {
      const arg = field.args.find((a) => a.name === name || wireNameOf(this.schema, a) === name);
      if (!arg) throw new Error(`${typeName}.${field.name}: path placeholder {${name}} has no argument of that name`);
      pathArgs.set(name, arg.name);
    }
    const compiled: CompiledRest = {
      coordinate: `${typeName}.${field.name}`,
      spec,
      path,
      shape: shapeOf(field.type),
      args: field.args,
      pathArgs,
      pathArgNames: new Set(pathArgs.values()),
      pageArgs: pageArgumentsOf(field.args),
      errorKeys: this.writer.errorKeys(field.args),
    };
    this.compiled.set(compiled.coordinate, compiled);
    return compiled;
  }

  get(coordinate: string): CompiledRest | undefined {
    return this.compiled.get(coordinate);
  }

  fields(): IterableIterator<CompiledRest> {
    return this.compiled.values();
  }

  /** The generic resolver, for a compiled field. */
  resolver(compiled: CompiledRest) {
    return (_source: unknown, args: Record<string, unknown>, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      // The relation lists the query selects leave now, with this call, not one round trip after its answer. A query
      // only reads, whatever the method of its calls (the calendar's range is a POST); a mutation's answer may hold
      // what it has just changed, so its lists wait for it.
      if (info.operation.operation !== 'query') return this.run(compiled, args, ctx);
      const { below, onRows } = this.lookupsSelected(info, compiled);
      for (const spec of below) ctx.loaders.warm(spec);
      // The rows' relations are read for the whole page before the rows are answered, so each row answers at once
      // instead of holding a promise per relation while the page's calls are out.
      if (onRows.length === 0) return this.run(compiled, args, ctx);
      return this.run(compiled, args, ctx).then(async (answer) => {
        await ctx.loaders.prepare(onRows, compiled.shape === 'page' ? (answer as { nodes: unknown[] }).nodes : answer);
        return answer;
      });
    };
  }

  private lookupsSelected(info: GraphQLResolveInfo, compiled: CompiledRest): SelectedLookups {
    let selected = this.selected.get(info.fieldNodes);
    if (!selected) {
      selected = { below: selectedLookups(info, this.lookups), onRows: rowLookups(info, this.lookups, compiled.shape === 'page') };
      this.selected.set(info.fieldNodes, selected);
    }
    return selected;
  }

  /** For hand-written resolvers: the call their own field declares, with (possibly reshaped) arguments. */
  call(info: GraphQLResolveInfo, args: Record<string, unknown>, ctx: GatewayContext, options: CallOptions = {}) {
    const compiled = this.compiled.get(`${info.parentType.name}.${info.fieldName}`);
    if (!compiled) throw new Error(`${info.parentType.name}.${info.fieldName} declares no @rest call`);
    return this.run(compiled, args, ctx, options);
  }

  async run(compiled: CompiledRest, args: Record<string, unknown>, ctx: GatewayContext, options: CallOptions = {}) {
    const { spec } = compiled;
    const path = fillPath(
      compiled.path,
      (param) => args[compiled.pathArgs.get(param)!],
      (param) => compiled.pathArgs.get(param)!,
    );
    checkPageArguments(compiled.pageArgs, args);
    let payload = this.writer.args(compiled.args, args, compiled.pathArgNames);
    const bodyless = spec.method === 'GET' || spec.method === 'DELETE';
    let query: string | undefined;
    let json: unknown;
    let form: ReturnType<typeof multipartBody> | undefined;
    if (bodyless) {
      query = toQueryString(payload) || undefined;
    } else if (spec.multipart) {
      payload = (await readUploadsIn(payload, ctx.maxUploadBytes)) as Record<string, unknown>;
      form = multipartBody(payload);
    } else {
      json = payload;
    }
    const body = await ctx.upstream
      .call({
        method: spec.method,
        path,
        ...(query !== undefined && { query }),
        ...(json !== undefined && { json }),
        ...(form !== undefined && { form }),
        ...(options.authorization !== undefined && { authorization: options.authorization }),
        ...(options.headers !== undefined && { headers: options.headers }),
      })
      .catch((error: unknown) => {
        throw renameFieldErrors(error, compiled.errorKeys);
      });
    return shapeAnswer(body, spec.unwrap, compiled.shape, spec.path);
  }
}

/** Field errors keyed by the names the caller used (`funderId`), not the API's (`payer_id`). */
function renameFieldErrors(error: unknown, keys: ReadonlyMap<string, string>): unknown {
  if (!(error instanceof GraphQLError) || keys.size === 0) return error;
  const fieldErrors = error.extensions.fieldErrors as FieldErrors | undefined;
  if (!fieldErrors) return error;
  const renamed: FieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const name = keys.get(key) ?? key;
    renamed[name] = [...(renamed[name] ?? []), ...messages];
  }
  return new GraphQLError(error.message, { extensions: { ...error.extensions, fieldErrors: renamed } });
}
