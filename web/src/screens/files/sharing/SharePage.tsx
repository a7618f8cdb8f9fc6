// Shares one folder or file with staff members (at least one), until an optional last day; lists whom it is shared
// with already. A share with nobody, or a day that is not a real date, is refused beside its field.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { toUsDate } from '../../../dates/calendar';
import { formatTimestampDay } from '../../../dates/timestamps';
import { fields, lookup, RecordForm, useWrite } from '../../../kit';
import { folderAddress } from '../tree/addresses';
import { pathLabel } from '../model/columns';
import { FileStaffOptions } from '../plain/operations';
import { ShareFileTargetQuery, ShareFolderTargetQuery, ShareItemsMutation } from './operations';
import '../files.css';

interface ShareInput {
  staffIds: string[];
  expiresOn: string | null;
}

const shareFields = fields<ShareInput>(
  {
    name: 'staffIds',
    label: 'Staff members',
    kind: 'multiselect',
    required: true,
    options: lookup(FileStaffOptions, (item) => item.name),
    errorKeys: ['staff_ids', 'staffIds'],
  },
  {
    name: 'expiresOn',
    label: 'Shared until',
    kind: 'date',
    helper: 'The last day they see it; leave empty to share until it is taken back.',
    errorKeys: ['expires_on'],
  },
);

function ShareBody({ kind, id }: { kind: 'folder' | 'file'; id: string }) {
  const folderTarget = useQuery(ShareFolderTargetQuery, { variables: { id }, skip: kind !== 'folder', fetchPolicy: 'network-only' });
  const fileTarget = useQuery(ShareFileTargetQuery, { variables: { id }, skip: kind !== 'file', fetchPolicy: 'network-only' });
  const { data, loading, error, refetch } = kind === 'folder' ? folderTarget : fileTarget;
  const sharing = useWrite(ShareItemsMutation);
  const target = data?.target;
  if (!target) {
    if (error) {
      const missing = error.message.toLowerCase().includes('not found');
      return missing ? (
        <NonIdealState icon="search" title={`${kind === 'folder' ? 'Folder' : 'File'} not found`} description="It may have been deleted." />
      ) : (
        <Callout intent="danger" title="It could not be loaded">
          {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
        </Callout>
      );
    }
    return loading ? <Spinner aria-label="Loading" /> : null;
  }
  // Back to where it sits: a folder's path ends with the folder above it, a file's with its own folder.
  const parentId = target.path[target.path.length - 1]?.id ?? null;
  const back = folderAddress(parentId);
  const ids = kind === 'folder' ? { folderIds: [target.id] } : { fileIds: [target.id] };
  return (
    <div className="kit-page">
      <p>
        <strong>{target.name}</strong> <span className="kit-muted">in {pathLabel(target.path)}</span>
      </p>
      <RecordForm<ShareInput>
        label={`Share ${target.name}`}
        fields={shareFields}
        submitText="Share"
        save={(input) => sharing.run({ ...ids, staffIds: input.staffIds, expiresOn: input.expiresOn || null }, `${target.name} shared.`)}
        pending={sharing.pending}
        onSaved={() => void refetch()}
        cancelTo={back}
      />
      <section aria-label="Shared with">
        <h3 className="bp6-heading">Shared with</h3>
        {target.sharedWith.length === 0 ? (
          <p className="kit-muted">Nobody yet.</p>
        ) : (
          <HTMLTable compact striped aria-label="Shared with">
            <thead>
              <tr>
                <th>Staff member</th>
                <th>Shared by</th>
                <th>On</th>
                <th>Until</th>
              </tr>
            </thead>
            <tbody>
              {target.sharedWith.map((share) => (
                <tr key={share.staffId}>
                  <td>{share.staffName ?? share.staffId}</td>
                  <td>{share.sharedBy ?? '—'}</td>
                  <td>{share.sharedAt ? formatTimestampDay(share.sharedAt) : '—'}</td>
                  <td>{share.expiresOn ? toUsDate(share.expiresOn) : 'No end'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>
    </div>
  );
}

export function ShareFolder() {
  const { folder_id } = useParams();
  return folder_id ? <ShareBody kind="folder" id={folder_id} /> : <NonIdealState icon="search" title="Folder not found" />;
}

export function ShareFile() {
  const { file_id } = useParams();
  return file_id ? <ShareBody kind="file" id={file_id} /> : <NonIdealState icon="search" title="File not found" />;
}
