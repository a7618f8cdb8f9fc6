// Whom a resource's records belong to (a funder's contacts, a school's holidays, a student's diagnoses). The same
// declaration serves records with and without an owner: the owner only scopes the documents, paths and add form.
import type { ComponentType, ReactNode } from 'react';
import { generatePath } from 'react-router';

export interface ResourceOwner<TOwnerVars, TInput = unknown, TRecord = unknown> {
  /** The route parameter holding the owner's id: `school_id`; the resource's paths name it as `:school_id`. */
  param: string;
  /** The owner's id as the documents' variables: `{ filter: { schoolId } }`. */
  variables: (ownerId: string) => TOwnerVars;
  /** The owner's id as the add and edit forms send it: `{ schoolId }`. */
  input?: (ownerId: string) => Partial<TInput>;
  /** The owner's id as a record holds it, for an edit page whose address carries only the record's id. */
  ofRecord?: (record: TRecord) => string;
  /** The frame every page of the owner's records is drawn in, told the owner's id once it is known. */
  Frame?: ComponentType<{ ownerId: string | undefined; title: string; children: ReactNode }>;
  /** Where a page goes back to while its owner is not known, or when the resource has no list page. */
  home?: string;
}

/** A path of the resource with the owner's id in place of the owner's parameter. */
export function ownerPath(path: string, param: string, ownerId: string): string {
  return generatePath(path, { [param]: ownerId });
}

/** The frame of a resource whose owner draws none: the page as it is. */
export function NoFrame({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
