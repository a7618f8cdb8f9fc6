// A student's files (student-file list, rename, move, copy, delete, unassign, assign): by folder, with the
// chosen files moved, copied (to this or another student), deleted or unassigned, a file renamed, and the dropbox of
// unassigned files to give to the student.
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmAlert, useWrite } from '../../../kit';
import { Pager } from '../../../kit/list/Pager';
import { PortalLinkButton } from '../../client-portal/PortalLinkButton';
import { ChoiceBar } from '../shared/ChoiceBar';
import { usDateTime } from '../shared/formatDateTime';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import {
  AssignStudentFilesMutation,
  CopyStudentFilesMutation,
  CopyTargetStudentsQuery,
  DeleteStudentFilesMutation,
  MoveStudentFilesMutation,
  RenameStudentFileMutation,
  StudentFilesQuery,
  UnassignedFilesQuery,
  UnassignStudentFilesMutation,
} from './operations';

export const FOLDERS = ['Intake', 'Assessments', 'Treatment Plans', 'Session Notes', 'Insurance', 'Consents'];

interface FileRow {
  id: string;
  name: string;
  fileName: string;
  folder?: string | null;
  mimeType: string;
  size: number;
  createdAt?: string | null;
}

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function FileTable({
  rows,
  selected,
  onSelect,
  extra,
}: {
  rows: readonly FileRow[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  extra?: (row: FileRow) => ReactNode;
}) {
  if (rows.length === 0) return <NonIdealState icon="folder-open" title="No files here" />;
  const all = rows.every((row) => selected.has(row.id));
  return (
    <div className="kit-table-wrap">
      <HTMLTable compact striped className="kit-table">
        <caption className="kit-visually-hidden">Files</caption>
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                aria-label="Choose every file"
                checked={all}
                onChange={() => onSelect(all ? new Set() : new Set(rows.map((row) => row.id)))}
                style={{ margin: 0 }}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Folder</th>
            <th scope="col">Type</th>
            <th scope="col">Size</th>
            <th scope="col">Uploaded</th>
            {extra && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Checkbox
                  aria-label={`Choose ${row.name}`}
                  checked={selected.has(row.id)}
                  style={{ margin: 0 }}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(row.id)) next.delete(row.id);
                    else next.add(row.id);
                    onSelect(next);
                  }}
                />
              </td>
              <td>
                {row.name}
                {row.name !== row.fileName && <div className="kit-muted">{row.fileName}</div>}
              </td>
              <td>{row.folder ?? 'Top'}</td>
              <td>{row.mimeType}</td>
              <td>{size(row.size)}</td>
              <td>{usDateTime(row.createdAt)}</td>
              {extra && <td className="kit-row-actions-cell">{extra(row)}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

type Pending = { kind: 'move' | 'copy' | 'delete' | 'unassign' } | null;

export function Files({ folderParam }: { folderParam?: string }) {
  const studentId = useStudentId();
  const params = useParams();
  const navigate = useNavigate();
  const permissions = useStudentPermissions();
  const folder = folderParam ? params[folderParam] : params['active_component'];
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const { data, previousData, loading, refetch } = useQuery(StudentFilesQuery, {
    variables: { studentId, folder: folder ?? null, page: { page, perPage } },
    fetchPolicy: 'cache-and-network',
  });
  const current = (data ?? previousData)?.page;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [renaming, setRenaming] = useState<FileRow | null>(null);
  const [newName, setNewName] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [targetFolder, setTargetFolder] = useState('');
  const [targetStudent, setTargetStudent] = useState(studentId);
  const students = useQuery(CopyTargetStudentsQuery, { skip: pending?.kind !== 'copy' }).data?.students ?? [];
  const rename = useWrite(RenameStudentFileMutation);
  const move = useWrite(MoveStudentFilesMutation);
  const copy = useWrite(CopyStudentFilesMutation);
  const remove = useWrite(DeleteStudentFilesMutation);
  const unassign = useWrite(UnassignStudentFilesMutation);
  const ids = [...selected];
  const done = (ok: boolean) => {
    setPending(null);
    if (ok) {
      setSelected(new Set());
      void refetch();
    }
  };
  const run = async () => {
    if (!pending) return;
    const folderValue = targetFolder || null;
    if (pending.kind === 'move') done((await move.run({ ids, folder: folderValue }, 'Files moved.')).ok);
    if (pending.kind === 'copy') done((await copy.run({ ids, studentId: targetStudent, folder: folderValue }, 'Files copied.')).ok);
    if (pending.kind === 'delete') done((await remove.run({ ids }, 'Files deleted.')).ok);
    if (pending.kind === 'unassign') done((await unassign.run({ ids }, 'Files unassigned.')).ok);
  };
  const busy = move.pending || copy.pending || remove.pending || unassign.pending;

  return (
    <StudentFrame title={folder ? `Files: ${folder}` : 'Files'}>
      <ChoiceBar
        label="Folder"
        selected={folder ?? 'all'}
        onChange={(next) =>
          void navigate(next === 'all' ? `/student-files/${studentId}` : `/student-folder-contents/${studentId}/${encodeURIComponent(next)}`)
        }
        choices={[{ id: 'all', title: 'All files' }, ...FOLDERS.map((name) => ({ id: name, title: name }))]}
      />
      {/* The family reads and signs what is shared with them through their portal link. */}
      {permissions.portal && <PortalLinkButton studentId={studentId} />}
      <div className="kit-toolbar" role="toolbar" aria-label="File actions">
        <span>{selected.size} chosen</span>
        {permissions.edit && (
          <>
            <Button icon="move" text="Move" disabled={selected.size === 0} onClick={() => setPending({ kind: 'move' })} />
            <Button icon="duplicate" text="Copy" disabled={selected.size === 0} onClick={() => setPending({ kind: 'copy' })} />
            <Button icon="disable" text="Unassign" disabled={selected.size === 0} onClick={() => setPending({ kind: 'unassign' })} />
          </>
        )}
        {permissions.remove && (
          <Button icon="trash" intent="danger" text="Delete" disabled={selected.size === 0} onClick={() => setPending({ kind: 'delete' })} />
        )}
        <span className="kit-toolbar-spacer" />
        {permissions.edit && <Link to={`/student-dropbox/${studentId}`}>Dropbox: assign unassigned files</Link>}
      </div>
      {loading && !current ? (
        <Spinner aria-label="Loading files" />
      ) : (
        <FileTable
          rows={current?.nodes ?? []}
          selected={selected}
          onSelect={setSelected}
          extra={
            permissions.edit
              ? (row) => (
                  <Button
                    size="small"
                    variant="minimal"
                    text="Rename"
                    aria-label={`Rename ${row.name}`}
                    onClick={() => {
                      setRenaming(row);
                      setNewName(row.name);
                    }}
                  />
                )
              : undefined
          }
        />
      )}
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={[50, 100, 150, 200, 500]}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={loading}
      />
      <Dialog isOpen={renaming !== null} title="Rename file" onClose={() => setRenaming(null)}>
        <DialogBody>
          <form
            aria-label="Rename file"
            onSubmit={(event) => {
              event.preventDefault();
              if (!renaming || !newName.trim()) return;
              void rename.run({ id: renaming.id, name: newName.trim() }, 'File renamed.').then((outcome) => {
                if (outcome.ok) {
                  setRenaming(null);
                  void refetch();
                }
              });
            }}
          >
            <FormGroup label="Name" labelFor="rename-file">
              <InputGroup id="rename-file" value={newName} onValueChange={setNewName} autoFocus />
            </FormGroup>
            <Button type="submit" intent="primary" text="Rename" loading={rename.pending} disabled={!newName.trim()} />
          </form>
        </DialogBody>
      </Dialog>
      <ConfirmAlert
        isOpen={pending !== null}
        intent={pending?.kind === 'delete' ? 'danger' : 'primary'}
        confirmText={pending ? { move: 'Move', copy: 'Copy', delete: 'Delete', unassign: 'Unassign' }[pending.kind] : 'OK'}
        pending={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void run()}
      >
        <p>
          {pending?.kind === 'delete' && `Delete ${selected.size} file(s)?`}
          {pending?.kind === 'unassign' && `Take ${selected.size} file(s) away from this student? They become unassigned.`}
          {pending?.kind === 'move' && `Move ${selected.size} file(s) to:`}
          {pending?.kind === 'copy' && `Copy ${selected.size} file(s) to:`}
        </p>
        {pending?.kind === 'copy' && (
          <FormGroup label="Student" labelFor="copy-student">
            <HTMLSelect
              id="copy-student"
              value={targetStudent}
              onChange={(event) => setTargetStudent(event.currentTarget.value)}
              options={
                students.length > 0
                  ? students.map((student) => ({ value: student.id, label: student.name }))
                  : [{ value: studentId, label: 'This student' }]
              }
            />
          </FormGroup>
        )}
        {(pending?.kind === 'move' || pending?.kind === 'copy') && (
          <FormGroup label="Folder" labelFor="target-folder">
            <HTMLSelect
              id="target-folder"
              value={targetFolder}
              onChange={(event) => setTargetFolder(event.currentTarget.value)}
              options={[{ value: '', label: pending.kind === 'copy' ? 'Same folders' : 'Top' }, ...FOLDERS]}
            />
          </FormGroup>
        )}
      </ConfirmAlert>
    </StudentFrame>
  );
}

export function StudentFiles() {
  return <Files />;
}

export function FolderContents() {
  return <Files folderParam="folder_id" />;
}

/** The dropbox: files uploaded to the practice and not yet given to a student, to assign to this one. */
export function Dropbox() {
  const studentId = useStudentId();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const { data, previousData, loading, refetch } = useQuery(UnassignedFilesQuery, {
    variables: { page: { page, perPage } },
    fetchPolicy: 'cache-and-network',
  });
  const current = (data ?? previousData)?.page;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [folder, setFolder] = useState('');
  const assign = useWrite(AssignStudentFilesMutation);
  const permissions = useStudentPermissions();
  return (
    <StudentFrame title="Dropbox files">
      <div className="kit-toolbar" role="toolbar" aria-label="Assign files">
        <span>{selected.size} chosen</span>
        <FormGroup label="Into folder" labelFor="dropbox-folder" inline>
          <HTMLSelect
            id="dropbox-folder"
            value={folder}
            onChange={(event) => setFolder(event.currentTarget.value)}
            options={[{ value: '', label: 'Top' }, ...FOLDERS]}
          />
        </FormGroup>
        {permissions.edit && (
          <Button
            intent="primary"
            icon="add-to-folder"
            text="Assign to this student"
            disabled={selected.size === 0}
            loading={assign.pending}
            onClick={() =>
              void assign.run({ ids: [...selected], studentId, folder: folder || null }, 'Files assigned.').then((outcome) => {
                if (outcome.ok) {
                  setSelected(new Set());
                  void refetch();
                }
              })
            }
          />
        )}
      </div>
      {loading && !current ? (
        <Spinner aria-label="Loading files" />
      ) : (
        <FileTable rows={current?.nodes ?? []} selected={selected} onSelect={setSelected} />
      )}
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={[50, 100, 150, 200, 500]}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={loading}
      />
    </StudentFrame>
  );
}
