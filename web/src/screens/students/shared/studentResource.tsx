// A per-student record type as a declaration (its calls as hooks, columns, fields), turned into the list page and,
// where the routes have them, the add and edit pages, all inside the record's frame.
import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FieldSpec } from '../../../kit';
import type { WriteResult } from '../../../kit/writes/useWrite';
import { CrudSection } from './CrudSection';
import { lower } from './format';
import { RecordForm } from './RecordForm';
import type { RowAction } from '../../../kit/grid/RowActionButtons';
import type { TableColumn } from './RecordTable';
import { StudentFrame } from './StudentFrame';
import { useRequiredParam, useStudentId } from './useStudentId';

type Save<TInput> = (input: TInput) => Promise<WriteResult<unknown>>;

export interface Rows<TRow> {
  rows: readonly TRow[] | undefined;
  loading: boolean;
  error?: Error;
  refetch: () => unknown;
}

export interface StudentResource<TRow extends { id: string }, TInput> {
  plural: string;
  singular: string;
  title?: string;
  columns: readonly TableColumn<TRow>[];
  rowName: (row: TRow) => string;
  fields: (studentId: string) => readonly FieldSpec<TInput>[];
  useRows: (studentId: string) => Rows<TRow>;
  useCreate?: (studentId: string) => Save<TInput>;
  useUpdate?: (studentId: string) => (id: string, input: TInput) => Promise<WriteResult<unknown>>;
  useRemove?: () => (row: TRow) => Promise<WriteResult<unknown>>;
  /** Reads one record for the edit page. */
  useOne?: (id: string) => { record: Record<string, unknown> | undefined; loading: boolean };
  toRecord?: (row: TRow) => Record<string, unknown>;
  /** Pages of their own for add and edit, as the routes have them; dialogs otherwise. */
  paths?: { list: (studentId: string) => string; add: (studentId: string) => string; edit: (id: string, studentId: string) => string; editParam: string };
  useActions?: (studentId: string) => readonly RowAction<TRow>[];
  above?: (studentId: string) => ReactNode;
  recording?: boolean;
  deleteNote?: string;
}

const noSave = () => Promise.resolve({ ok: false as const, fieldErrors: {}, message: null });

export function studentResource<TRow extends { id: string }, TInput>(spec: StudentResource<TRow, TInput>) {
  const useNoCreate = (): Save<TInput> | undefined => undefined;
  const useNoUpdate = (): ((id: string, input: TInput) => Promise<WriteResult<unknown>>) | undefined => undefined;
  const useNoRemove = (): ((row: TRow) => Promise<WriteResult<unknown>>) | undefined => undefined;
  const useNoActions = (): readonly RowAction<TRow>[] => [];
  const useCreate = spec.useCreate ?? useNoCreate;
  const useUpdate = spec.useUpdate ?? useNoUpdate;
  const useRemove = spec.useRemove ?? useNoRemove;
  const useActions = spec.useActions ?? useNoActions;

  function List() {
    const studentId = useStudentId();
    const navigate = useNavigate();
    const rows = spec.useRows(studentId);
    const create = useCreate(studentId);
    const update = useUpdate(studentId);
    const remove = useRemove();
    const actions = useActions(studentId);
    const paths = spec.paths;
    return (
      <StudentFrame title={spec.title ?? spec.plural}>
        {spec.above?.(studentId)}
        <CrudSection<TRow, TInput>
          plural={spec.plural}
          singular={spec.singular}
          {...rows}
          columns={spec.columns}
          rowName={spec.rowName}
          fields={spec.fields(studentId)}
          create={create}
          update={update ? (row, input) => update(row.id, input) : undefined}
          remove={remove}
          toRecord={spec.toRecord}
          actions={actions}
          addPage={paths && create ? () => navigate(paths.add(studentId)) : undefined}
          editPage={paths && update ? (row) => navigate(paths.edit(row.id, studentId)) : undefined}
          recording={spec.recording}
          deleteNote={spec.deleteNote}
        />
      </StudentFrame>
    );
  }

  function Add() {
    const studentId = useStudentId();
    const navigate = useNavigate();
    const create = useCreate(studentId) ?? noSave;
    const back = () => navigate(spec.paths?.list(studentId) ?? '/student');
    const label = `Add ${lower(spec.singular)}`;
    return (
      <StudentFrame title={label}>
        <RecordForm label={label} fields={spec.fields(studentId)} submitText={label} save={create} onSaved={back} onCancel={back} />
      </StudentFrame>
    );
  }

  function Edit() {
    const studentId = useStudentId();
    const id = useRequiredParam(spec.paths?.editParam ?? 'edit_id');
    const navigate = useNavigate();
    const update = useUpdate(studentId);
    const useOne = spec.useOne ?? (() => ({ record: undefined, loading: false }));
    const { record, loading } = useOne(id);
    const back = () => navigate(spec.paths?.list(studentId) ?? '/student');
    const label = `Edit ${lower(spec.singular)}`;
    return (
      <StudentFrame title={label}>
        {loading && !record ? (
          <Spinner aria-label={`Loading ${lower(spec.singular)}`} />
        ) : (
          record && (
            <RecordForm
              key={id}
              label={label}
              fields={spec.fields(studentId)}
              record={record}
              submitText="Save changes"
              save={update ? (input) => update(id, input) : noSave}
              onSaved={back}
              onCancel={back}
            />
          )
        )}
      </StudentFrame>
    );
  }

  return { List, Add, Edit };
}
