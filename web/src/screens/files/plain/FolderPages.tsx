// The plain folder pages: the list (search, sort, paging, delete with a question), add (a name, the folder it goes
// in, a student it belongs to), edit (rename) and view (its details and what it holds), over the file manager's calls.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatTimestampDay } from '../../../dates/timestamps';
import { derived, fields, lookup, ResourceForm, ResourceList, type GridColumn, type RowAction } from '../../../kit';
import { fileSize } from '../../../kit/transfer/fileKinds';
import { LinkButton } from '../../../kit/LinkButton';
import type { FolderInput, FolderListQuery, FolderUpdateInput } from '../../../gql/graphql';
import { pathCol, pathLabel, whenCol } from '../model/columns';
import { MAX_NAME_LENGTH } from '../model/names';
import { folderAddress, shareAddress } from '../tree/addresses';
import {
  DeleteFolderMutation,
  FolderDataQuery,
  FolderListQuery as FolderList,
  FolderOptions,
  FolderRecordQuery,
  FolderStudentOptions,
  UpdateFolderMutation,
} from './operations';
import { CreateFolderMutation } from '../operations';
import '../files.css';

type FolderRow = FolderListQuery['page']['nodes'][number];

const columns: GridColumn<FolderRow>[] = [
  derived<FolderRow>('name', 'Name', (row) => row.name, { flex: 2, sortField: 'name' }),
  pathCol<FolderRow>('In'),
  derived<FolderRow>('contents', 'Holds', (row) => `${row.childrenCount} folders, ${row.filesCount} files`),
  derived<FolderRow>('studentName', 'Student', (row) => row.studentName),
  whenCol<FolderRow>(
    'createdAt',
    'Created',
    (row) => row.createdAt,
    (row) => row.createdBy,
  ),
];

const nameField = { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: MAX_NAME_LENGTH } as const;
const studentField = {
  name: 'studentId',
  label: 'Student',
  kind: 'select',
  options: lookup(FolderStudentOptions, (item) => `${item.lastName}, ${item.firstName}`),
  helper: 'For a student’s own folder.',
} as const;

const addFields = fields<FolderInput>(
  nameField,
  {
    name: 'parentId',
    label: 'In folder',
    kind: 'select',
    options: lookup(FolderOptions, (item) => [...item.path.map((crumb) => crumb.name), item.name].join(' / ')),
    helper: 'Leave empty for the top.',
  },
  studentField,
);
const editFields = fields<FolderUpdateInput>(nameField, studentField);

export function Folders() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction<FolderRow>[]>(
    () => [
      { label: 'Open', ariaLabel: (row) => `Open ${row.name}`, onClick: (row) => void navigate(folderAddress(row.id)) },
      { label: 'View', ariaLabel: (row) => `View ${row.name}`, onClick: (row) => void navigate(`/view-folder/${row.id}`) },
    ],
    [navigate],
  );
  return (
    <ResourceList
      plural="Folders"
      singular="Folder"
      list={FolderList}
      columns={columns}
      rowName={(row) => row.name}
      addPath="/add-folder"
      editPath={(row) => `/edit-folder/${row.id}`}
      remove={DeleteFolderMutation}
      deletedPath="/deleted-folders"
      actions={actions}
      pageSizes={[50, 100, 500]}
      toolbar={<LinkButton to="/file-management">File manager</LinkButton>}
    />
  );
}

export function AddFolder() {
  return <ResourceForm singular="Folder" fields={addFields} listPath="/folders" create={CreateFolderMutation} />;
}

export function EditFolder() {
  const { folder_id } = useParams();
  if (!folder_id) return <NonIdealState icon="search" title="Folder not found" />;
  return (
    <ResourceForm singular="Folder" fields={editFields} listPath="/folders" one={FolderRecordQuery} update={UpdateFolderMutation} id={folder_id} />
  );
}

export function ViewFolder() {
  const { folder_id } = useParams();
  const { data, loading, error, refetch } = useQuery(FolderDataQuery, { variables: { id: folder_id ?? '' }, skip: !folder_id });
  const view = data?.data;
  if (!view?.folder) {
    if (error) {
      return error.message.toLowerCase().includes('not found') ? (
        <NonIdealState icon="folder-close" title="Folder not found" description="It may have been deleted." />
      ) : (
        <Callout intent="danger" title="The folder could not be loaded">
          {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
        </Callout>
      );
    }
    return loading ? <Spinner aria-label="Loading the folder" /> : <NonIdealState icon="folder-close" title="Folder not found" />;
  }
  const { folder } = view;
  const shares = folder.sharedWith.map((share) => share.staffName).filter(Boolean);
  return (
    <div className="kit-page">
      <div className="kit-toolbar" role="toolbar" aria-label="Folder">
        <LinkButton to={folderAddress(folder.id)}>Open in the file manager</LinkButton>
        <LinkButton to={`/edit-folder/${folder.id}`}>Edit</LinkButton>
        <LinkButton to={shareAddress('folder', folder.id)}>Share</LinkButton>
        <LinkButton to={`/add-file/${folder.id}`}>Add files</LinkButton>
      </div>
      <dl className="files-details">
        <dt>Name</dt>
        <dd>{folder.name}</dd>
        <dt>In</dt>
        <dd>{pathLabel(folder.path)}</dd>
        <dt>Holds</dt>
        <dd>
          {folder.childrenCount} folders, {folder.filesCount} files ({fileSize(folder.size)} in all)
        </dd>
        <dt>Student</dt>
        <dd>{folder.studentName ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          {folder.createdAt ? formatTimestampDay(folder.createdAt) : '—'}
          {folder.createdBy ? ` by ${folder.createdBy}` : ''}
        </dd>
        <dt>Shared with</dt>
        <dd>{shares.length > 0 ? shares.join(', ') : 'Nobody'}</dd>
      </dl>
      <HTMLTable compact striped aria-label={`What ${folder.name} holds`}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Kind</th>
            <th>Size</th>
          </tr>
        </thead>
        <tbody>
          {view.folders.map((child) => (
            <tr key={`folder-${child.id}`}>
              <td>
                <LinkButton to={`/view-folder/${child.id}`}>{child.name}</LinkButton>
              </td>
              <td>Folder</td>
              <td>{fileSize(child.size)}</td>
            </tr>
          ))}
          {view.files.map((file) => (
            <tr key={`file-${file.id}`}>
              <td>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </td>
              <td>{file.mimeType}</td>
              <td>{fileSize(file.size)}</td>
            </tr>
          ))}
          {view.folders.length + view.files.length === 0 && (
            <tr>
              <td colSpan={3} className="kit-muted">
                This folder is empty.
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
