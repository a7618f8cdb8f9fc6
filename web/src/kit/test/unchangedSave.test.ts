// Every edit form the kit draws, saved unchanged, sends the record back as it is. For each declared resource the
// record its edit form starts from is read through the resource's own document from the mocked schema (a grid's
// record document, a table's row); each field of the form has to be a field of that record, and the form's round
// trip (record, values, input) has to keep its value: a field the edit page does not read would be saved empty.
import { executeMocked } from '@portal/mocks/resolvers';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { calendarPart } from '../../dates/calendar';
import { declaredResources } from '../defineResource';
import type { FieldSpec } from '../form/fieldSpec';
import { formValues, toInput } from '../form/values';

/** What this test reads of a declaration, grid or table. */
interface Declared {
  singular: string;
  presentation?: string;
  documents: { one?: DocumentNode; update?: DocumentNode; rows?: DocumentNode };
  fields?: readonly FieldSpec<unknown>[] | ((ownerId: string) => readonly FieldSpec<unknown>[]);
  toRecord?: (row: Record<string, unknown>) => Record<string, unknown>;
  owner?: { variables: (ownerId: string) => Record<string, unknown> };
}

// Every module of the screens, so that every declaration has been made whichever test files ran before this one.
import.meta.glob(['../../screens/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/test/**', '!**/*.fixture.{ts,tsx}'], { eager: true });
const declared = declaredResources() as readonly Declared[];

/** What the input holds for a record's value, by the field's kind. */
function sentFor(field: FieldSpec<unknown>, raw: unknown): unknown {
  switch (field.kind) {
    case 'status':
      return raw === 0 || raw === false ? 0 : 1;
    case 'switch':
      return raw === true || raw === 1;
    case 'multiselect':
    case 'lines':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'date':
      return typeof raw === 'string' ? (calendarPart(raw) ?? null) : null;
    case 'int':
    case 'decimal':
      return raw === null ? null : Number(raw);
    default:
      return raw === null || raw === '' ? null : String(raw).trim() || null;
  }
}

/** The record the edit form of `spec` starts from, as its page reads it. */
async function recordOf(spec: Declared): Promise<Record<string, unknown> | null> {
  if (spec.presentation === 'table') {
    if (!spec.documents.rows || !spec.owner) return null;
    const result = await executeMocked<{ rows: Record<string, unknown>[] }>(spec.documents.rows, { variables: spec.owner.variables('1') });
    if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
    const row = result.data?.rows[0];
    return row ? (spec.toRecord?.(row) ?? row) : null;
  }
  if (!spec.documents.one) return null;
  const result = await executeMocked<{ record: Record<string, unknown> }>(spec.documents.one, { variables: { id: '1' } });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data?.record ?? null;
}

function fieldsOf(spec: Declared): readonly FieldSpec<unknown>[] {
  return typeof spec.fields === 'function' ? spec.fields('1') : (spec.fields ?? []);
}

describe('every edit form of the kit, saved unchanged', () => {
  const editable = () => declared.filter((spec) => spec.documents.update && fieldsOf(spec).length > 0);

  it('finds the declared resources', () => {
    expect(editable().length).toBeGreaterThan(40);
  });

  it('sends each field of the record as the record holds it', async () => {
    const problems: string[] = [];
    for (const spec of editable()) {
      const record = await recordOf(spec);
      if (!record) {
        problems.push(`${spec.singular}: no record to edit could be read`);
        continue;
      }
      const fields = fieldsOf(spec);
      const input = toInput(fields, formValues(fields, record)) as Record<string, unknown>;
      for (const field of fields) {
        if (!(field.name in record)) {
          problems.push(`${spec.singular}: the edit form shows ${field.name} empty, its record does not hold it`);
          continue;
        }
        const expected = sentFor(field, record[field.name]);
        if (JSON.stringify(input[field.name]) !== JSON.stringify(expected))
          problems.push(
            `${spec.singular}: ${field.name} (${field.kind}) is sent as ${JSON.stringify(input[field.name])}, the record holds ${JSON.stringify(record[field.name])}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
