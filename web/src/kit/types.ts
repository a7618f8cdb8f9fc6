// The shapes the kit is typed over. A screen's documents alias their root field to one of these names (`page`,
// `record`, `saved`, `result`, `download`, `summary`), so one generic kit serves every resource without `any`.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { PageInfoFieldsFragment } from '../gql/graphql';

/** Where a page sits in its list: the pager's `PageInfoFields` fragment, which every paged list spreads. */
export type PageInfoShape = PageInfoFieldsFragment;

export interface RowShape {
  id: string;
}

export interface PageShape<TRow> {
  pageInfo: PageInfoShape;
  nodes: TRow[];
}

export type SortDirection = 'ASC' | 'DESC';

/** The schema's `PageInput`, as the kit sends it. */
export type PageVariables = {
  page?: number | null;
  perPage?: number | null;
  search?: string | null;
  sortBy?: SortDirection | null;
  sortField?: string | null;
};

// Type aliases, not interfaces: Apollo wants variables assignable to a string-indexed record.
export type ListVariables = {
  page?: PageVariables | null;
};

export interface WriteOutcome {
  ok: boolean;
  message?: string | null;
}

export interface DownloadShape {
  url: string;
  fileName?: string | null;
}

export interface ImportSummaryShape {
  imported: number;
  rejected: number;
  errors: ReadonlyArray<{ row: number; message: string }>;
}

export type ListDocument<TRow, TVars extends ListVariables = ListVariables> = TypedDocumentNode<{ page: PageShape<TRow> }, TVars>;
export type RecordDocument<TRecord> = TypedDocumentNode<{ record: TRecord }, { id: string }>;
export type CreateDocument<TInput> = TypedDocumentNode<{ saved: RowShape }, { input: TInput }>;
export type UpdateDocument<TInput> = TypedDocumentNode<{ saved: RowShape }, { id: string; input: TInput }>;
export type DeleteDocument = TypedDocumentNode<{ result: WriteOutcome }, { id: string; redirectTo?: string | null }>;
export type BulkDocument = TypedDocumentNode<{ result: WriteOutcome }, { ids: string[] }>;
export type ExportDocument<TVars extends ListVariables = ListVariables> = TypedDocumentNode<{ download: DownloadShape }, TVars>;
export type ImportDocument = TypedDocumentNode<{ summary: ImportSummaryShape }, { file: File }>;

/** The variables a screen's list sends besides paging (a filter, a parent id), fixed for the screen. */
export type ExtraVariables<TVars extends ListVariables> = Omit<TVars, 'page'>;

/** The row type of a list document, for columns that read more than one field. */
export type RowOf<TDoc> = TDoc extends TypedDocumentNode<{ page: PageShape<infer TRow> }, infer _TVars> ? TRow : never;
