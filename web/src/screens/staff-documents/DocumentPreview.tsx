// One document shown in the page: a PDF in a frame, an image as itself, anything else (a Word document) with a link
// to download it; with its label, size, dates and a way back to the documents it belongs to.
import { useQuery } from '@apollo/client/react';
import { AnchorButton, Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import type { ComponentType, ReactNode } from 'react';
import { toUsDate } from '../../dates/calendar';
import { formatTimestampDay } from '../../dates/timestamps';
import { LinkButton } from '../../kit/LinkButton';
import { FilePreview } from '../../kit/transfer/FilePreview';
import { fileSize, previewKind } from './fileRules';
import { StaffFileQuery } from './operations';
import { useDocumentDownloads } from './useDocumentActions';
import './documents.css';

/** What the preview sits in once its owner is known: the staff record's frame, or the profile's page. */
export type PreviewFrame = ComponentType<{ ownerId?: string | undefined; title: string; children: ReactNode }>;

interface PreviewProps {
  fileId: string;
  Frame: PreviewFrame;
  /** The documents page the preview goes back to, once the file's owner is known. */
  backTo: (staffId: string) => string;
}

export function DocumentPreview({ fileId, Frame, backTo }: PreviewProps) {
  const { data, loading, error, refetch } = useQuery(StaffFileQuery, { variables: { id: fileId } });
  const file = data?.file;
  const downloads = useDocumentDownloads(file?.staffId ?? '');
  if (!file) {
    if (error) {
      const missing = error.message.toLowerCase().includes('not found');
      return missing ? (
        <NonIdealState icon="document" title="Document not found" description="It may have been deleted or replaced." />
      ) : (
        <Callout intent="danger" title="The document could not be loaded">
          {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
        </Callout>
      );
    }
    return loading ? <Spinner aria-label="Loading the document" /> : <NonIdealState icon="document" title="Document not found" />;
  }
  const kind = previewKind(file.mimeType);
  return (
    <Frame ownerId={file.staffId} title={file.name}>
      <div className="documents">
        <div className="document-preview-meta">
          {file.label && file.label !== file.name && <Tag minimal>{file.label}</Tag>}
          <span className="kit-muted">
            {file.fileName}, {fileSize(file.size)}
            {file.createdAt ? `, uploaded ${formatTimestampDay(file.createdAt)}` : ''}
            {file.uploadedBy ? ` by ${file.uploadedBy}` : ''}
            {file.expiresOn ? `, valid until ${toUsDate(file.expiresOn)}` : ''}
          </span>
        </div>
        <div className="kit-toolbar" role="toolbar" aria-label="Document">
          <LinkButton to={backTo(file.staffId)}>Back to the documents</LinkButton>
          <AnchorButton icon="share" text="Open in a new tab" href={file.url} target="_blank" rel="noopener noreferrer" />
          {kind && (
            <Button icon="document" text="Save as PDF" loading={downloads.onePdf.pending} onClick={() => void downloads.onePdf.run(file.id)} />
          )}
        </div>
        <FilePreview
          url={file.url}
          name={file.name}
          fileName={file.fileName}
          mimeType={file.mimeType}
          frameClassName="document-preview-frame"
          imageClassName="document-preview-image"
        />
      </div>
    </Frame>
  );
}
