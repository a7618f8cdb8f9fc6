// Which of the common documents (list, deleted, one, create, update, remove, restore, purge) `npm run codegen` writes
// for a resource into the `operations.generated.ts` beside its declaration (web/codegen/resourceDocuments.ts). A routed
// resource declares it as `documents` in its resource.ts; a folder of records without routes of their own, in a
// documents.ts exporting `documents`.

export const DOCUMENT_KINDS = ['list', 'deleted', 'one', 'create', 'update', 'remove', 'restore', 'purge'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The spreadsheet documents a list can have besides: its export (`exportXs`) and its import (`importXs`). */
export const FILE_DOCUMENT_KINDS = ['exportList', 'importFile'] as const;
export type FileDocumentKind = (typeof FILE_DOCUMENT_KINDS)[number];

/** Everything but `type` has a default. */
export interface CommonDocuments {
  /** The schema's object type: `CoverageType`. */
  type: string;
  /** The name of the exported object holding the documents; `<type>CommonDocuments` (lower camel case) unless told. */
  export?: string;
  /** The fragment the list and record select; `<type>Fields` unless told. */
  fragment?: string;
  /**
   * The fragment's fields, as the schema names them (a nested selection as one string: `'funder { id name }'`); codegen
   * writes the fragment beside the documents. Without them the fragment is hand-written in the folder.
   */
  fields?: readonly string[];
  /** Which of the eight the resource has; all unless told. */
  documents?: readonly DocumentKind[];
  /** Which of the two spreadsheet documents the resource has; none unless told. */
  files?: readonly FileDocumentKind[];
  /** Root field names where the resource's differ from the convention. */
  rootFields?: Partial<Record<DocumentKind | FileDocumentKind, string>>;
  /** Operation name prefix where `<type>` would clash with another operation; `<type>` unless told. */
  operationName?: string;
}
