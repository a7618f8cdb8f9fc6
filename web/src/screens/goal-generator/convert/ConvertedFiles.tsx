// The files a conversion kept, newest first: who converted what with which template, how many rows, and a way to
// correct the rows (edit file data) or delete the file.
import { ResourceList, type GridColumn } from '../../../kit';
import { formatTimestampDay } from '../../../dates/timestamps';
import type { GoalConversionKind } from '../../../gql/graphql';
import { DeleteGoalClientFile, GoalClientFileList } from '../operations';
import type { ConvertedFile } from './types';

export const editFileDataPath = (id: string) => `/goal-generator/edit-file-data/${id}`;

export const convertedFileColumns: readonly GridColumn<ConvertedFile>[] = [
  { id: 'sourceName', header: 'File', value: (row) => row.sourceName, flex: 1.6 },
  { id: 'templateName', header: 'Template', value: (row) => row.templateName, flex: 1.6, sortField: false },
  { id: 'students', header: 'Students', value: (row) => row.students.join(', ') || '—', flex: 1.4, sortField: false },
  { id: 'rowCount', header: 'Rows', value: (row) => String(row.rowCount), flex: 0.5 },
  { id: 'createdBy', header: 'By', value: (row) => row.createdBy, flex: 1.1 },
  { id: 'createdAt', header: 'Converted', value: (row) => (row.createdAt ? (formatTimestampDay(row.createdAt) ?? '—') : '—'), flex: 0.8 },
];

export function ConvertedFiles({ kind }: { kind: GoalConversionKind }) {
  return (
    <ResourceList
      plural="Converted Files"
      singular="Converted file"
      list={GoalClientFileList}
      variables={{ filter: { kind } }}
      columns={convertedFileColumns}
      rowName={(row) => row.sourceName}
      editPath={(row) => editFileDataPath(row.id)}
      remove={DeleteGoalClientFile}
    />
  );
}
