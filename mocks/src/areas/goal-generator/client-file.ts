// A converted file (a client file): the rows a conversion extracted, the layout of the template it followed (kept, so
// a later change to the template does not change the file), and where it came from.
import type { Row } from '../../db/table.js';
import type { ConversionLayout, GoalRow } from './markers.js';

export const conversionKinds = ['doc-to-excel', 'doc-to-excel-v2', 'excel-to-doc'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

export interface ClientFile extends Row {
  /** The file's import code, a UUID (the case documents' goal convert list names files by it). */
  code: string;
  kind: ConversionKind;
  source_name: string;
  template_id: number;
  layout: ConversionLayout;
  /** The case document it was converted for, if any. */
  case_id: number | null;
  rows: GoalRow[];
  created_by: string;
}

export function clientFileView(file: ClientFile) {
  const { layout, ...rest } = file;
  return {
    ...rest,
    template_name: layout.name,
    layout,
    row_count: file.rows.length,
    students: [...new Set(file.rows.map((row) => row.student).filter((name) => name !== ''))],
  };
}
