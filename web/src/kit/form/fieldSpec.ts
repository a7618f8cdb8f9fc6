// A resource's form fields, declared once: what each is, its label, whether it is required, where its options
// come from. The same declaration renders the form, checks it, and turns it into the mutation's input.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  /** Whole number. */
  | 'int'
  /** Number with decimals (money, hours). */
  | 'decimal'
  | 'select'
  | 'multiselect'
  /** YYYY-MM-DD, picked with Blueprint's DateInput. */
  | 'date'
  /** HH:MM. */
  | 'time'
  | 'switch'
  /** The API's 1 active / 0 inactive, as a switch. */
  | 'status'
  /** #rrggbb. */
  | 'color'
  /** A list of short texts, one a line. */
  | 'lines';

export interface FieldOption {
  value: string;
  label: string;
}

/** Options read from a lookup query: the query aliases its list `options` (an array, or a page's `nodes`). */
export interface OptionSource {
  document: DocumentNode;
  variables?: Record<string, unknown>;
  toOptions(data: unknown): FieldOption[];
}

type LookupData<TItem> = { options: readonly TItem[] | { nodes: readonly TItem[] } };

export interface LookupOptions<TItem, TVars> {
  variables?: TVars;
  /** The value sent for an item; its id unless told (a state is sent by its code). */
  value?: (item: TItem) => string;
}

/** An option source over a typed lookup document; `label` names each item. */
export function lookup<TItem extends { id: string }, TVars extends Record<string, unknown>>(
  document: TypedDocumentNode<LookupData<TItem>, TVars>,
  label: (item: TItem) => string,
  options: LookupOptions<TItem, TVars> = {},
): OptionSource {
  const value = options.value ?? ((item: TItem) => item.id);
  return {
    document,
    variables: options.variables,
    // The document's type fixes the shape of its data.
    toOptions: (data) => {
      const found = (data as LookupData<TItem> | undefined)?.options;
      const items = found === undefined ? [] : 'nodes' in found ? found.nodes : found;
      return items.map((item) => ({ value: value(item), label: label(item) }));
    },
  };
}

/** Options from fixed texts: the value is the text. */
export function choices(...values: string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}

export interface FieldSpec<TInput> {
  name: Extract<keyof TInput, string>;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly FieldOption[] | OptionSource;
  min?: number;
  max?: number;
  maxLength?: number;
  placeholder?: string;
  /** What the field asks for, for autofill and assistive technology, where it is the user's own detail ('given-name'). */
  autoComplete?: string;
  helper?: string;
  /** Spans the whole form row (long texts). */
  wide?: boolean;
  /** The server's error keys for this field where the wire name differs (`startsAt` for `date`). */
  errorKeys?: readonly string[];
  /** The value a new record starts with. */
  initial?: FormValue;
  /** A control of the screen's own (a permission tree) in place of the kind's; it gets the field's wiring. */
  render?: (control: CustomControl) => ReactNode;
}

export interface CustomControl {
  id: string;
  label: string;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  error?: string;
  /** The id of the error text, for aria-describedby. */
  describedBy?: string;
  disabled?: boolean;
}

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** Checks the declaration against the input type (each name is a field of the input). */
export function fields<TInput>(...specs: FieldSpec<TInput>[]): FieldSpec<TInput>[] {
  return specs;
}
