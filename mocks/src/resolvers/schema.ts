// The real schema (@portal/schema) with every field mocked. A test's own resolvers win (an object they return is
// completed by the mocks for the fields it leaves out); the scenario is the schema's, or the one a request's context
// names (`mockedScenario`), which is how one mock server answers every scenario.
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema';
import { isAbstractType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { failureError } from './failures.js';
import { Mocker, mockedOrigin, type MockedObject, type Origin } from './mocker.js';
import { isScenarioName, scenarios, type ScenarioName } from './scenarios.js';
import { shapeOf } from './shape.js';
import { World, type WorldOptions } from './world.js';

/** The resolver map makeExecutableSchema takes (one map, not a list). */
export type IResolvers = Exclude<NonNullable<IExecutableSchemaDefinition['resolvers']>, readonly unknown[]>;

export interface MockedSchemaOptions extends WorldOptions {
  /** The scenario answered unless a request's context names another; 'practice' unless told. */
  scenario?: ScenarioName;
}

/** The context key a request names its scenario with (the mock server sets it from the X-Mocked-Scenario header). */
export const scenarioContextKey = 'mockedScenario';

type Resolver = GraphQLFieldResolver<unknown, unknown>;

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

function isPlainObject(value: unknown): value is MockedObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function contextScenario(context: unknown): ScenarioName | undefined {
  const named = (context as Record<string, unknown> | null | undefined)?.[scenarioContextKey];
  return isScenarioName(named) ? named : undefined;
}

/** A key for an object a test's resolver returned without an id: where it sits in the answer. */
function pathKey(path: { prev: unknown; key: string | number } | undefined): string {
  const parts: (string | number)[] = [];
  for (let at = path; at; at = at.prev as typeof path) parts.unshift(at.key);
  return parts.join('.') || 'root';
}

export function createMockedSchema(resolvers: IResolvers = {}, options: MockedSchemaOptions = {}): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const shape = shapeOf(schema);
  const mockers = new Map<ScenarioName, Mocker>();
  const mockerOf = (name: ScenarioName): Mocker => {
    let mocker = mockers.get(name);
    if (!mocker) {
      mocker = new Mocker(shape, new World(name, scenarios[name].world, options));
      mockers.set(name, mocker);
    }
    return mocker;
  };
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean).map((type) => type!.name));

  for (const type of shape.objectTypes()) {
    const root = roots.has(type.name);
    for (const field of Object.values(type.getFields())) {
      const given = field.resolve as Resolver | undefined;
      const apiCall = root && shape.isApiCall(field);
      const mocked: Resolver = (source, args, context, info) => {
        const object = (source ?? {}) as MockedObject;
        const origin = object[mockedOrigin];
        const mocker = origin ? mockerOf(origin.world.name as ScenarioName) : mockerOf(contextScenario(context) ?? options.scenario ?? 'practice');
        if (apiCall) {
          const failure = mocker.world.failureOf(field.name);
          if (failure) throw failureError(failure);
        }
        const own = object[field.name];
        if (own !== undefined) return own;
        const key = root ? 'root' : (origin?.key ?? (object.id != null ? String(object.id) : pathKey(info.path.prev)));
        return mocker.value({ source: object, type, field, args, key, root });
      };
      // What a test's resolver returns wins; an object of it is the record the mock would have given (its origin,
      // keyed by its own id if it has one), so the fields it leaves out are that record's.
      const completed = (value: unknown, ...call: Parameters<Resolver>): unknown => {
        if (value === undefined) return mocked(...call);
        if (!isPlainObject(value) || value[mockedOrigin]) return value;
        let origin: Origin | undefined;
        try {
          origin = (mocked(...call) as MockedObject | null)?.[mockedOrigin];
        } catch {
          return value;
        }
        if (!origin) return value;
        return { ...value, [mockedOrigin]: { ...origin, key: value.id != null ? String(value.id) : origin.key } };
      };
      field.resolve = given
        ? (...call) => {
            const result = given(...call);
            return isPromise(result) ? result.then((value) => completed(value, ...call)) : completed(result, ...call);
          }
        : mocked;
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type) || type.resolveType) continue;
    type.resolveType = (value) => {
      const object = value as MockedObject;
      if (typeof object.__typename === 'string') return object.__typename;
      return object[mockedOrigin]?.type ?? schema.getPossibleTypes(type).find(isObjectType)?.name;
    };
  }
  return schema;
}
