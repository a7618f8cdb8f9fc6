// The plain file pages: the list (search, filters, paging, delete with a question), add (files into a folder, a
// progress bar each) and edit (its name, the student, funder and staff member it belongs to, the authorization's
// days).
import { FormGroup, HTMLSelect, NonIdealState, Button } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { derived, fields, lookup, ResourceForm, ResourceList, type GridColumn, type RowAction } from '../../../kit';
import { fileSize } from '../../../kit/transfer/fileKinds';
import { LinkButton } from '../../../kit/LinkButton';
import type { StoredFileListQuery, StoredFileUpdateInput } from '../../../gql/graphql';
import { pathCol, pathLabel, whenCol } from '../model/columns';
import { MAX_NAME_LENGTH } from '../model/names';
import { folderAddress, shareAddress } from '../tree/addresses';
import { UploadQueue, type QueuedFile } from '../upload/UploadQueue';
import { ACCEPTED_UPLOADS } from '../upload/uploadRules';
import { fileFilters } from './FileFilters';
import {
  DeleteFileMutation,
  FileListQuery,
  FileRecordQuery,
  FileStaffOptions,
  FolderOptions,
  FolderStudentOptions,
  UpdateFileMutation,
} from './operations';
import '../files.css';

type FileRow = StoredFileListQuery['page']['nodes'][number];

const columns: GridColumn<FileRow>[] = [
  derived<FileRow>('name', 'Name', (row) => row.name, { flex: 2, sortField: 'name' }),
  pathCol<FileRow>('In'),
  derived<FileRow>('size', 'Size', (row) => fileSize(row.size), { flex: 0.6, sortField: 'size' }),
  derived<FileRow>('studentName', 'Student', (row) => row.studentName),
  whenCol<FileRow>(
    'createdAt',
    'Uploaded',
    (row) => row.createdAt,
    (row) => row.createdBy,
  ),
];

const editFields = fields<StoredFileUpdateInput>(
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: MAX_NAME_LENGTH },
  { name: 'studentId', label: 'Student', kind: 'select', options: lookup(FolderStudentOptions, (item) => `${item.lastName}, ${item.firstName}`) },
  { name: 'staffId', label: 'Staff member', kind: 'select', options: lookup(FileStaffOptions, (item) => item.name) },
  { name: 'startDateOfAuth', label: 'Authorization from', kind: 'date' },
  { name: 'endDateOfAuth', label: 'Authorization to', kind: 'date' },
);

export function Files() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction<FileRow>[]>(
    () => [
      { label: 'Open', ariaLabel: (row) => `Open ${row.name}`, onClick: (row) => window.open(row.url, '_blank', 'noopener') },
      { label: 'Share', ariaLabel: (row) => `Share ${row.name}`, onClick: (row) => void navigate(shareAddress('file', row.id)) },
    ],
    [navigate],
  );
  return (
    <ResourceList
      plural="Files"
      singular="File"
      list={FileListQuery}
      columns={columns}
      rowName={(row) => row.name}
      addPath="/add-file"
      editPath={(row) => `/edit-file/${row.id}`}
      remove={DeleteFileMutation}
      deletedPath="/deleted-files"
      actions={actions}
      filters={fileFilters}
      pageSizes={[50, 100, 500]}
      toolbar={<LinkButton to="/file-management">File manager</LinkButton>}
    />
  );
}

export function EditFile() {
  const { file_id } = useParams();
  if (!file_id) return <NonIdealState icon="search" title="File not found" />;
  return <ResourceForm singular="File" fields={editFields} listPath="/files" one={FileRecordQuery} update={UpdateFileMutation} id={file_id} />;
}

let added = 0;

/** Files into a chosen folder (the one in the address, if any), each sent on its own with its progress. */
export function AddFile() {
  const { folder_id } = useParams();
  const id = useId().replace(/:/g, '');
  const folders = useQuery(FolderOptions);
  const [folderId, setFolderId] = useState(folder_id ?? '');
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const options = (folders.data?.options ?? []).map((folder) => ({ value: folder.id, label: pathLabel([...folder.path, { name: folder.name }]) }));
  return (
    <div className="kit-page">
      <div className="kit-form">
        <FormGroup
          label="Into folder"
          labelFor={`${id}-folder`}
          helperText={folders.error ? 'The folders could not be loaded; files go to the top.' : undefined}
        >
          <HTMLSelect
            id={`${id}-folder`}
            value={folderId}
            onChange={(event) => setFolderId(event.currentTarget.value)}
            options={[{ value: '', label: 'All folders (the top)' }, ...options]}
            fill
          />
        </FormGroup>
        <FormGroup label="Files" labelFor={`${id}-files`} helperText="PDF, PNG, JPEG, GIF, DOCX, XLSX, CSV or TXT, at most 50 MB each.">
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple
            accept={ACCEPTED_UPLOADS}
            className="bp6-input"
            onChange={(event) => {
              const chosen = [...(event.currentTarget.files ?? [])];
              setQueue((current) => [...current, ...chosen.map((file) => ({ key: `add-${(added += 1)}`, file, folderId: folderId || null }))]);
              event.currentTarget.value = '';
            }}
          />
        </FormGroup>
        <div className="kit-form-actions">
          <LinkButton to={folderAddress(folderId || null)}>Open the folder</LinkButton>
          <LinkButton to="/files">Back to the files</LinkButton>
          <Button variant="minimal" text="Choose more files" onClick={() => input.current?.click()} />
        </div>
      </div>
      <UploadQueue
        queue={queue}
        onLanded={() => undefined}
        onClear={(keys) => setQueue((current) => current.filter((entry) => !keys.includes(entry.key)))}
      />
    </div>
  );
}
