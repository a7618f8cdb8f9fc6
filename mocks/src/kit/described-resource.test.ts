// A standard resource's calls and rules come from the practice API's description; what a resource declares wins.
import { describe, expect, it } from 'vitest';
import type { Row } from '../db/table.js';
import { describedResource, kitPath, pluralOf } from './described-resource.js';
import { resolveResource } from './resolve-resource.js';

interface Certification extends Row {
  name: string;
  issuing_body: string | null;
  validity_months: number | null;
  status: number;
}

describe('describedResource', () => {
  it('names plurals and paths the way the schema and the kit do', () => {
    expect(['Agency', 'Class', 'Diagnosis', 'Certification', 'Day'].map((type) => pluralOf(type))).toEqual([
      'Agencies',
      'Classes',
      'Diagnoses',
      'Certifications',
      'Days',
    ]);
    expect(kitPath('/students/{studentId}/contacts/{id}')).toBe('students/{student_id}/contacts/{id}');
  });

  it('reads a resource from its standard fields', () => {
    expect(describedResource('Certification')).toEqual({
      paths: {
        list: 'certifications',
        detail: 'certifications/{id}',
        create: 'certifications',
        update: 'certifications/{id}',
        remove: 'certifications/{id}',
        deleted: 'deleted-certifications',
        restore: 'restore-certifications',
        permanentDelete: 'permanent-delete-certifications',
      },
      fillable: ['name', 'abbreviation', 'issuing_body', 'validity_months', 'description', 'status'],
      required: ['name'],
      casts: { validity_months: 'integer', status: 'integer' },
      filters: { status: 'status', issuing_body: 'issuing_body' },
      exportPath: 'export-certifications',
      importPath: 'import-certifications',
    });
  });

  it('finds the lookup list and keeps a method that is not the usual one', () => {
    expect(describedResource('Agency').paths.all).toBe('agency-list');
    expect(describedResource('Goal').paths.update).toEqual({ method: 'POST', path: 'update-goal' });
  });
});

describe('resolveResource', () => {
  const base = { name: 'certification', table: 'certifications', permission: null };

  it('derives what is not declared', () => {
    const spec = resolveResource<Certification>({ ...base, type: 'Certification' });
    expect(spec.paths.restore).toBe('restore-certifications');
    expect(spec.required).toEqual(['name']);
    expect(spec.filters).toEqual({ status: 'status', issuing_body: 'issuing_body' });
  });

  it('lets a declaration override: paths and casts and filters by key, a null path dropped, fillable and required whole', () => {
    const byBody = (row: Certification, values: string[]) => values.includes(String(row.issuing_body));
    const spec = resolveResource<Certification>({
      ...base,
      type: 'Certification',
      paths: { list: 'certification-list', permanentDelete: null },
      required: ['name', 'status'],
      fillable: ['name'],
      casts: { status: 'string' },
      filters: { issuing_body: byBody, city: 'name' },
    });
    expect(spec.paths.list).toBe('certification-list');
    expect(spec.paths.permanentDelete).toBeUndefined();
    expect(spec.paths.detail).toBe('certifications/{id}');
    expect(spec.required).toEqual(['name', 'status']);
    expect(spec.fillable).toEqual(['name']);
    expect(spec.casts).toEqual({ validity_months: 'integer', status: 'string' });
    expect(spec.filters).toEqual({ status: 'status', issuing_body: byBody, city: 'name' });
  });

  it('leaves the owner and the deleted flag out of the filters', () => {
    const spec = resolveResource<Certification>({
      ...base,
      type: 'Certification',
      deletedParam: 'status',
      owner: { table: 'x', field: 'issuing_body', title: 'X' },
    });
    expect(spec.filters).toEqual({});
  });

  it('puts a declared export and import at the described calls, the create body as the columns', () => {
    const spec = resolveResource<Certification>({ ...base, type: 'Certification', export: { fileName: 'certs' }, import: {} });
    expect(spec.export).toEqual({
      fileName: 'certs',
      path: 'export-certifications',
      columns: ['name', 'abbreviation', 'issuing_body', 'validity_months', 'description', 'status'],
    });
    expect(spec.import).toEqual({ path: 'import-certifications' });
    expect(resolveResource<Certification>({ ...base, type: 'Certification', export: { columns: ['name'] } }).export?.columns).toEqual(['name']);
    expect(() => resolveResource<Certification>({ ...base, paths: { list: 'x' }, import: {} })).toThrow('the description has no import call');
  });

  it('refuses a type the description does not know', () => {
    expect(() => resolveResource<Certification>({ ...base, type: 'Nothing' })).toThrow('the description has no calls of Nothing');
  });
});
