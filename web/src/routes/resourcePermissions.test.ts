// Each declared resource's list calls are guarded by the permission its routes ask for: in the stand-in, a user who
// holds only that permission's module may make them, and a user who holds every other module is refused. The calls
// are found as the screen makes them: its list documents' root fields, and the REST path the schema gives each.
import { loadTypeDefs } from '@portal/schema';
import { Kind, parse, type DocumentNode } from 'graphql';
import { assertContractKept } from '@portal/mocks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { modulesNamed, startStandInSession, type StandInSession } from '../test/standInSession';
import { isResource, type Resource, type ResourcePage } from './resource';
import { protectedMetaFor } from './table';

type AnyResource = Resource<ResourcePage>;

// An area's folder, or a sub-page's folder within it (screens/funders/plans/).
const declarationModules = import.meta.glob<Record<string, unknown>>('../screens/**/resource.ts', { eager: true });
// A folder's documents: the hand-written ones, and those codegen writes from its declaration.
const operationModules = import.meta.glob<Record<string, unknown>>(['../screens/**/operations.ts', '../screens/**/operations.generated.ts'], {
  eager: true,
});

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

/** The Query field a document asks for first. */
function rootField(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const first = definition.selectionSet.selections[0];
    if (first?.kind === Kind.FIELD) return first.name.value;
  }
  throw new Error('The document asks for no field.');
}

/** Query field → the REST path its @rest directive names. */
function restPathsOfQueries(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const sdl of loadTypeDefs()) {
    for (const definition of parse(sdl).definitions) {
      const isQuery =
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) && definition.name.value === 'Query';
      if (!isQuery) continue;
      for (const field of definition.fields ?? []) {
        const path = field.directives
          ?.find((directive) => directive.name.value === 'rest')
          ?.arguments?.find((arg) => arg.name.value === 'path')?.value;
        if (path?.kind === Kind.STRING) paths.set(field.name.value, path.value);
      }
    }
  }
  return paths;
}

interface DeclaredResource {
  folder: string;
  resource: AnyResource;
  /** The REST paths of the screen's list and deleted-list calls. */
  listCalls: string[];
}

function declaredResources(): DeclaredResource[] {
  const restPaths = restPathsOfQueries();
  return Object.entries(declarationModules).flatMap(([path, module]) => {
    const folder = folderOf(path);
    const resources = Object.values(module).filter(isResource);
    const operations = Object.entries(operationModules).filter(([operationPath]) => folderOf(operationPath) === folder);
    // The documents object a screen hands the kit: the one whose list is a document, each once (operations.ts may re-export it).
    const values = new Set(operations.flatMap(([, module]) => Object.values(module)));
    const documents = [...values].filter(
      (value): value is { list: DocumentNode; deleted?: unknown } =>
        typeof value === 'object' && value !== null && isDocument((value as { list?: unknown }).list),
    );
    const listCalls = documents.flatMap((set) =>
      [set.list, set.deleted].filter(isDocument).map((document) => {
        const field = rootField(document);
        const rest = restPaths.get(field);
        if (rest === undefined) throw new Error(`The schema gives ${field} no REST path.`);
        return rest;
      }),
    );
    return resources.map((resource) => ({ folder, resource, listCalls }));
  });
}

const resources = declaredResources();

let session: StandInSession;

beforeAll(async () => {
  session = await startStandInSession();
}, 60_000);

afterEach(assertContractKept);
afterAll(async () => {
  await session?.standIn.close();
});

describe('the declared resources', () => {
  it('are found, each with its declaration in its screen folder', () => {
    expect(resources.length).toBeGreaterThan(30);
    expect(resources.filter(({ listCalls }) => listCalls.length > 0).length).toBeGreaterThan(30);
  });

  it('each open their list from the route table, under their own permission', () => {
    for (const { resource } of resources) {
      const meta = protectedMetaFor(resource.listPath);
      expect(meta?.permission, resource.listPath).toBe(resource.permission);
      expect(Boolean(meta?.superAdminOnly), resource.listPath).toBe(resource.superAdminOnly);
    }
  });

  // A Super Admin's resource asks no role: its calls are the Super Admin's whatever the entries.
  const forRoles = resources.filter(({ resource, listCalls }) => !resource.superAdminOnly && listCalls.length > 0);

  it.each(forRoles.map((declared) => [declared.resource.listPath, declared] as const))(
    'lets %s’s list calls through for its permission’s module alone, and no other',
    async (_path, { resource, listCalls }) => {
      const { standIn, catalogue, status } = session;
      const modules = modulesNamed(catalogue, resource.permission);
      expect(modules, resource.permission).not.toEqual([]);
      const user = standIn.db.users.active().find((candidate) => candidate.user_type === 'Therapist');
      if (!user) throw new Error('The stand-in has no therapist.');
      const token = standIn.tokens.issue(user.id);
      const entries = (inModule: boolean) =>
        catalogue.filter((item) => modules.includes(item.label) === inModule).map(({ label, sub_label, method }) => ({ label, sub_label, method }));
      const statuses = async (inModule: boolean) => {
        standIn.db.users.update(user.id, { permissions: entries(inModule) });
        return Promise.all(listCalls.map(async (call) => `${call} ${await status(call, token)}`));
      };

      const alone = await statuses(true);
      const others = await statuses(false);
      expect(alone, `with only ${modules.join(', ')}`).toEqual(listCalls.map((call) => `${call} 200`));
      expect(others, `with every module but ${modules.join(', ')}`).toEqual(listCalls.map((call) => `${call} 403`));
    },
  );
});
