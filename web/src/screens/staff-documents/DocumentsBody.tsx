// A staff member's documents: what their title requires (uploaded, pending or expired), every document they have,
// and the actions — upload with progress, replace, delete with confirmation, open, save as PDF, download all as a
// ZIP or as one PDF. The same body serves the staff record and the person's own profile.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLTable, NonIdealState, Spinner, type Intent } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmAlert, useWrite } from '../../kit';
import { toUsDate } from '../../dates/calendar';
import { formatTimestampDay } from '../../dates/timestamps';
import type { StaffDocumentsQuery as Answer } from '../../gql/graphql';
import { fileSize, previewKind } from './fileRules';
import { DeleteStaffFileMutation, StaffDocumentsQuery } from './operations';
import { UploadDialog, type UploadTarget } from './UploadDialog';
import { useDocumentDownloads, useRefreshNotice } from './useDocumentActions';
import './documents.css';

type Documents = Answer['documents'];
type Requirement = Documents['requirements'][number];
type StaffFile = Documents['files'][number];

const states: Record<Requirement['state'], { text: string; intent: Intent }> = {
  UPLOADED: { text: 'Uploaded', intent: 'success' },
  PENDING: { text: 'Pending', intent: 'warning' },
  EXPIRED: { text: 'Expired', intent: 'danger' },
};

function FileCell({ file }: { file: StaffFile }) {
  return (
    <>
      <span className="documents-file-name">{file.fileName}</span> <span className="kit-muted documents-file-size">{fileSize(file.size)}</span>
    </>
  );
}

interface DocumentsBodyProps {
  staffId: string;
  /** Where a document opens: the staff record's preview or the profile's. */
  previewPath: (fileId: string) => string;
  /** 'You' on the person's own page, the staff member's name elsewhere. */
  own: boolean;
}

export function DocumentsBody({ staffId, previewPath, own }: DocumentsBodyProps) {
  const { data, loading, error, refetch } = useQuery(StaffDocumentsQuery, { variables: { staffId }, fetchPolicy: 'cache-and-network' });
  const [target, setTarget] = useState<UploadTarget | null>(null);
  const [deleting, setDeleting] = useState<StaffFile | null>(null);
  const remove = useWrite(DeleteStaffFileMutation);
  const downloads = useDocumentDownloads(staffId);
  const refreshNotice = useRefreshNotice();
  const changed = () => {
    void refetch();
    if (own) refreshNotice();
  };

  const documents = data?.documents;
  if (!documents) {
    if (error) {
      return (
        <Callout intent="danger" title="The documents could not be loaded">
          {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
        </Callout>
      );
    }
    return loading ? <Spinner aria-label="Loading documents" /> : <NonIdealState icon="document" title="No documents" />;
  }

  const answering = new Set(documents.requirements.flatMap((requirement) => (requirement.file ? [requirement.file.id] : [])));
  const others = documents.files.filter((file) => !answering.has(file.id));
  const choices = [...documents.requirements].sort((a, b) => Number(a.state === 'UPLOADED') - Number(b.state === 'UPLOADED'));
  const fileActions = (file: StaffFile, label: string) => (
    <span className="documents-actions">
      <Link to={previewPath(file.id)} aria-label={`Open ${label}`}>
        Open
      </Link>
      <Button
        size="small"
        variant="minimal"
        icon="refresh"
        text="Replace"
        aria-label={`Replace ${label}`}
        onClick={() => setTarget({ kind: 'replace', fileId: file.id, name: file.name })}
      />
      {previewKind(file.mimeType) && (
        <Button
          size="small"
          variant="minimal"
          icon="document"
          text="PDF"
          title="Save as PDF"
          aria-label={`Save ${label} as PDF`}
          disabled={downloads.onePdf.pending}
          onClick={() => void downloads.onePdf.run(file.id)}
        />
      )}
      <Button
        size="small"
        variant="minimal"
        intent="danger"
        icon="trash"
        text="Delete"
        aria-label={`Delete ${label}`}
        onClick={() => setDeleting(file)}
      />
    </span>
  );

  return (
    <div className="documents">
      <div className="kit-toolbar" role="toolbar" aria-label="Documents">
        <Button intent="primary" icon="upload" text="Upload a document" onClick={() => setTarget({ kind: 'new', labelId: null })} />
        <Button
          icon="compressed"
          text="Download all (ZIP)"
          loading={downloads.zip.pending}
          disabled={documents.files.length === 0}
          onClick={() => void downloads.zip.run()}
        />
        <Button
          icon="document-share"
          text="Save all as one PDF"
          loading={downloads.bulkPdf.pending}
          disabled={documents.files.length === 0}
          onClick={() => void downloads.bulkPdf.run()}
        />
      </div>

      {documents.pendingFileCount > 0 ? (
        <Callout
          intent="warning"
          icon="warning-sign"
          title={`${documents.pendingFileCount} ${documents.pendingFileCount === 1 ? 'document is' : 'documents are'} awaiting upload`}
        >
          {own ? 'Upload' : `${documents.staffName} has to upload`} the documents marked Pending or Expired below.
        </Callout>
      ) : (
        documents.requirements.length > 0 && <Callout intent="success" icon="tick-circle" title="Every required document is uploaded" />
      )}

      <section aria-labelledby="documents-required">
        <h4 id="documents-required" className="documents-heading">
          Required for {documents.staffTitle ?? 'their title'}
        </h4>
        {documents.requirements.length === 0 ? (
          <NonIdealState
            icon="clipboard"
            title="Nothing required"
            description={documents.staffTitle ? `No document label is set for ${documents.staffTitle}.` : 'This person has no staff title.'}
          />
        ) : (
          <div className="kit-table-wrap">
            <HTMLTable compact striped className="kit-table documents-table">
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">State</th>
                  <th scope="col">File</th>
                  <th scope="col">Uploaded</th>
                  <th scope="col">Valid until</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {documents.requirements.map((requirement) => (
                  <tr key={requirement.labelId}>
                    <th scope="row">
                      {requirement.label}
                      {requirement.required === 0 && <span className="kit-muted"> (optional)</span>}
                    </th>
                    <td>
                      <Tag
                        intent={requirement.required === 0 && requirement.state !== 'UPLOADED' ? 'none' : states[requirement.state].intent}
                        minimal
                      >
                        {requirement.required === 0 && requirement.state === 'PENDING' ? 'Not uploaded' : states[requirement.state].text}
                      </Tag>
                    </td>
                    <td>{requirement.file ? <FileCell file={requirement.file} /> : '—'}</td>
                    <td>{requirement.file?.createdAt ? formatTimestampDay(requirement.file.createdAt) : '—'}</td>
                    <td>{requirement.file ? (toUsDate(requirement.file.expiresOn) ?? 'Does not lapse') : '—'}</td>
                    <td>
                      {requirement.file && requirement.state === 'UPLOADED' ? (
                        fileActions(requirement.file, requirement.label)
                      ) : (
                        <span className="documents-actions">
                          <Button
                            size="small"
                            intent="primary"
                            icon="upload"
                            text="Upload"
                            aria-label={`Upload ${requirement.label}`}
                            onClick={() => setTarget({ kind: 'new', labelId: requirement.labelId })}
                          />
                          {requirement.file && fileActions(requirement.file, requirement.label)}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </section>

      <section aria-labelledby="documents-other">
        <h4 id="documents-other" className="documents-heading">
          Other documents
        </h4>
        {others.length === 0 ? (
          <p className="kit-muted">No other documents.</p>
        ) : (
          <div className="kit-table-wrap">
            <HTMLTable compact striped className="kit-table documents-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Label</th>
                  <th scope="col">File</th>
                  <th scope="col">Uploaded</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {others.map((file) => (
                  <tr key={file.id}>
                    <th scope="row">{file.name}</th>
                    <td>{file.label ?? '—'}</td>
                    <td>
                      <FileCell file={file} />
                    </td>
                    <td>{file.createdAt ? formatTimestampDay(file.createdAt) : '—'}</td>
                    <td>{fileActions(file, file.name)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </section>

      <UploadDialog
        staffId={staffId}
        target={target}
        labels={choices.map(({ labelId, label, state }) => ({
          labelId,
          label: `${label}${state === 'UPLOADED' ? '' : ` (${states[state].text.toLowerCase()})`}`,
        }))}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          changed();
        }}
      />
      <ConfirmAlert
        isOpen={deleting !== null}
        confirmText="Delete"
        pending={remove.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove.run({ id: deleting.id }, 'Document deleted.').then((outcome) => {
            setDeleting(null);
            if (outcome.ok) changed();
          });
        }}
      >
        <p>
          Delete {deleting?.name}? {deleting?.label ? `${deleting.label} will count as pending again if it is required.` : ''}
        </p>
      </ConfirmAlert>
    </div>
  );
}
