// The add and edit page of a resource: the kit's record form saving through the resource's create or update
// document, then back to the list.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorCode, isAnnounced } from '../../app/links';
import type { CreateDocument, RecordDocument, UpdateDocument } from '../types';
import { useWrite } from '../writes/useWrite';
import type { FieldSpec } from './fieldSpec';
import { RecordForm, type Save } from './RecordForm';

export interface ResourceFormProps<TInput, TRecord> {
  singular: string;
  fields: readonly FieldSpec<TInput>[];
  /** Where Cancel and a successful save go. */
  listPath: string;
  create?: CreateDocument<TInput>;
  update?: UpdateDocument<TInput>;
  one?: RecordDocument<TRecord>;
  /** The record being edited; none for a new one. */
  id?: string;
  /** Input fields the screen sets itself (a funder contact's funder). */
  fixed?: Partial<TInput>;
  /** Told the loaded record (the funder pages put its funder's name in the title). */
  onRecord?: (record: TRecord) => void;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** In a dialog: called after a save or on Cancel, instead of going to the list. */
  onDone?: (saved: boolean) => void;
}

export type { Save } from './RecordForm';

export function ResourceForm<TInput, TRecord extends Record<string, unknown>>(props: ResourceFormProps<TInput, TRecord>) {
  if (props.id !== undefined && props.one && props.update) {
    return <EditForm {...props} id={props.id} one={props.one} update={props.update} />;
  }
  if (!props.create) throw new Error(`${props.singular}: a form needs a create document, or an id with one and update documents.`);
  return <CreateBody {...props} create={props.create} />;
}

function CreateBody<TInput, TRecord extends Record<string, unknown>>(props: ResourceFormProps<TInput, TRecord> & { create: CreateDocument<TInput> }) {
  const creating = useWrite(props.create);
  const save: Save<TInput> = (input) => creating.run({ input }, `${props.singular} created.`);
  return <FormBody {...props} record={null} save={save} pending={creating.pending} />;
}

function UpdateBody<TInput, TRecord extends Record<string, unknown>>(
  props: ResourceFormProps<TInput, TRecord> & { id: string; record: TRecord; update: UpdateDocument<TInput> },
) {
  const updating = useWrite(props.update);
  const save: Save<TInput> = (input) => updating.run({ id: props.id, input }, `${props.singular} updated.`);
  return <FormBody {...props} save={save} pending={updating.pending} />;
}

function EditForm<TInput, TRecord extends Record<string, unknown>>(
  props: ResourceFormProps<TInput, TRecord> & { id: string; one: RecordDocument<TRecord>; update: UpdateDocument<TInput> },
) {
  const { data, loading, error, refetch } = useQuery(props.one, { variables: { id: props.id }, fetchPolicy: 'network-only' });
  const record = (data?.record ?? null) as TRecord | null;
  const { onRecord } = props;
  useEffect(() => {
    if (record) onRecord?.(record);
  }, [record, onRecord]);

  if (loading && !record) return <Spinner aria-label={`Loading ${props.singular.toLowerCase()}`} />;
  if (error && errorCode(error) === 'NOT_FOUND') {
    return (
      <NonIdealState
        icon="search"
        title={`${props.singular} not found`}
        description="It may have been deleted."
        action={<Link to={props.listPath}>Back to the list</Link>}
      />
    );
  }
  if (!record) {
    return (
      <Callout intent="danger" title={`The ${props.singular.toLowerCase()} could not be loaded`}>
        {error && !isAnnounced(error) && <p>{error.message}</p>}
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }
  // Keyed by id so another record starts from its own values.
  return <UpdateBody key={props.id} {...props} record={record} />;
}

export interface FieldsFormProps<TInput, TRecord> extends ResourceFormProps<TInput, TRecord> {
  /** The values to start from; null for a new record. */
  record: TRecord | null;
  save: Save<TInput>;
  pending: boolean;
}

/** The form itself, for a screen whose save is not a plain create or update (a school's principal). */
export function FieldsForm<TInput, TRecord extends Record<string, unknown>>(props: FieldsFormProps<TInput, TRecord>) {
  return <FormBody {...props} />;
}

function FormBody<TInput, TRecord extends Record<string, unknown>>(props: FieldsFormProps<TInput, TRecord>) {
  const { singular, fields, listPath, record, fixed, save, pending, onDone } = props;
  const navigate = useNavigate();
  const editing = record !== null;
  return (
    <RecordForm
      label={`${editing ? 'Edit' : 'Add'} ${singular.toLowerCase()}`}
      fields={fields}
      record={record}
      fixed={fixed}
      submitText={editing ? 'Save changes' : `Add ${singular.toLowerCase()}`}
      save={save}
      pending={pending}
      intro={props.intro}
      onSaved={() => (onDone ? onDone(true) : void navigate(listPath))}
      onCancel={onDone ? () => onDone(false) : undefined}
      cancelTo={listPath}
    />
  );
}
