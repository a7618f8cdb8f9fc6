import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, NoUnusedFragmentsRule, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '@portal/schema';
import { declarationModules, declaredDocuments, resourceOf } from './declarations';
import { declaredResources } from '../src/routes/resources.generated';
import { documentFor, fragmentFor, generatedFile, pluralOf } from './resourceDocuments';
import type { CommonDocuments } from '../src/routes/commonDocuments';
import { coverageTypes as coverageTypeResource } from '../src/screens/coverage-types/resource';

// jsdom gives import.meta.url an http scheme; the file's own path is what Node loaded.
const here = dirname(fileURLToPath(new URL(import.meta.url, 'file:///')));
const schema = buildSchema(loadTypeDefs().join('\n'));
const coverageTypes: CommonDocuments = { type: 'CoverageType', export: 'coverageTypeDocuments' };

/** The fragments the documents spread, as their resource and the pager declare them. */
const fragments = `
  fragment PageInfoFields on PageInfo { total currentPage lastPage perPage from to }
  fragment CoverageTypeFields on CoverageType { id name description status }
`;

describe('resource documents', () => {
  it('writes the eight documents of a resource with the root fields, variables and aliases the kit reads', () => {
    expect(documentFor(schema, coverageTypes, 'list')).toBe(`
    query CoverageTypeList($page: PageInput, $filter: CoverageTypeFilter) {
      page: coverageTypes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...CoverageTypeFields }
      }
    }
  `);
    expect(documentFor(schema, coverageTypes, 'remove')).toBe(`
    mutation DeleteCoverageType($id: ID!, $redirectTo: String) {
      result: deleteCoverageType(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `);
    const file = generatedFile(schema, coverageTypes);
    const texts = [...file.matchAll(/graphql\(`([^`]*)`\)/g)].map((match) => match[1]!);
    expect([...file.matchAll(/^ {2}(\w+): graphql/gm)].map((match) => match[1])).toEqual([
      'list',
      'deleted',
      'one',
      'create',
      'update',
      'remove',
      'restore',
      'purge',
    ]);
    // Valid against the schema; the mutations leave the two fragments unused, which is not a fault of theirs.
    const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    for (const text of texts) expect(validate(schema, parse(text + fragments), rules).map(String)).toEqual([]);
    expect(file).toContain('export const coverageTypeDocuments = {');
  });

  it('writes only the documents a resource has, under the root fields it names', () => {
    const file = generatedFile(schema, { ...coverageTypes, documents: ['list', 'one'], rootFields: { one: 'coverageType' } });
    expect([...file.matchAll(/^ {2}(\w+): graphql/gm)].map((match) => match[1])).toEqual(['list', 'one']);
  });

  it('writes the spreadsheet export and import a resource asks for, valid against the schema', () => {
    const file = generatedFile(schema, { type: 'Certification', documents: ['list'], files: ['exportList', 'importFile'] });
    expect([...file.matchAll(/^ {2}(\w+): graphql/gm)].map((match) => match[1])).toEqual(['list', 'exportList', 'importFile']);
    expect(documentFor(schema, { type: 'Certification' }, 'exportList')).toBe(`
    mutation ExportCertificationList($page: PageInput, $filter: CertificationFilter) {
      download: exportCertifications(page: $page, filter: $filter) { url fileName }
    }
  `);
    for (const kind of ['exportList', 'importFile'] as const) {
      expect(validate(schema, parse(documentFor(schema, { type: 'Certification' }, kind))).map(String)).toEqual([]);
    }
  });

  it('names the documents <type>CommonDocuments unless told', () => {
    expect(generatedFile(schema, { type: 'CoverageType' })).toContain('export const coverageTypeCommonDocuments = {');
  });

  it('says which root field is missing and how to name another', () => {
    expect(() => documentFor(schema, { type: 'CoverageKind', export: 'x' }, 'list')).toThrow(
      'CoverageKind: the schema has no query field coverageKinds for its list document; name it in "rootFields".',
    );
  });

  it('writes the declared fields fragment before the documents, valid against the schema', () => {
    const file = generatedFile(schema, { ...coverageTypes, fields: ['id', 'name', 'description', 'status'] });
    expect(file.indexOf('export const CoverageTypeFields = graphql(`')).toBeGreaterThan(0);
    expect(file.indexOf('export const CoverageTypeFields')).toBeLessThan(file.indexOf('export const coverageTypeDocuments'));
    const texts = [...file.matchAll(/graphql\(`([^`]*)`\)/g)].map((match) => match[1]!);
    const pager = 'fragment PageInfoFields on PageInfo { total currentPage lastPage perPage from to }';
    const [fragment, ...documents] = texts;
    for (const text of documents) {
      const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
      expect(validate(schema, parse(`${text}${fragment}${pager}`), rules).map(String)).toEqual([]);
    }
  });

  it('writes a nested selection as declared, under the fragment name the declaration gives', () => {
    const text = fragmentFor(schema, { type: 'FunderContact', fragment: 'ContactFields' }, ['id', 'funder { id name }']);
    expect(text).toBe(`
  fragment ContactFields on FunderContact {
    id
    funder { id name }
  }
`);
  });

  it('writes no fragment unless the declaration names its fields', () => {
    expect(generatedFile(schema, coverageTypes)).not.toContain('fragment CoverageTypeFields');
  });

  it('says which declared field the schema does not have', () => {
    expect(() => generatedFile(schema, { ...coverageTypes, fields: ['id', 'colour'] })).toThrow(
      'CoverageType: the schema\'s CoverageType has no field "colour"; check its "fields".',
    );
    expect(() => fragmentFor(schema, { type: 'FunderContact' }, ['id', 'funder { id colour }'])).toThrow(
      /FunderContact: its "fields" do not hold against the schema: .*colour/,
    );
    expect(() => fragmentFor(schema, { type: 'CoverageKind' }, ['id'])).toThrow(
      'CoverageKind: the schema has no object type CoverageKind for its fields fragment.',
    );
  });

  it('spells plurals as the schema does', () => {
    expect(['Agency', 'Diagnosis', 'Class', 'CoverageType', 'Box'].map(pluralOf)).toEqual([
      'Agencies',
      'Diagnoses',
      'Classes',
      'CoverageTypes',
      'Boxes',
    ]);
  });

  it('is what the committed coverage types file holds', () => {
    const committed = readFileSync(join(here, '../src/screens/coverage-types/operations.generated.ts'), 'utf8');
    expect(generatedFile(schema, coverageTypeResource.documents!)).toBe(committed);
  });
});

describe('the declarations codegen finds', () => {
  it('takes each folder from its resource.ts or documents.ts', async () => {
    const found = await declaredDocuments(join(here, '../src/screens'));
    const folderOf = (type: string) => found.find((entry) => entry.declaration.type === type)?.folder.split('/src/screens/')[1];
    expect(found.length).toBeGreaterThan(50);
    expect(folderOf('CoverageType')).toBe('coverage-types');
    expect(folderOf('Goal')).toBe('goals');
  });
});

describe('the registry of the declared resources', () => {
  it('holds every resource.ts, each once', async () => {
    const modules = await declarationModules(join(here, '../src/screens'));
    const resources = modules.filter((module) => module.file === 'resource.ts').map(resourceOf);
    expect(declaredResources).toHaveLength(resources.length);
    expect(new Set(declaredResources).size).toBe(resources.length);
  });
});
