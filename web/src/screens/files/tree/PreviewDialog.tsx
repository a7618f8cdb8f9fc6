// A PDF or an image of the folder opened over the contents (the kit's file preview), with its download beside it.
import { AnchorButton, Dialog, DialogBody } from '@blueprintjs/core';
import { FilePreview } from '../../../kit/transfer/FilePreview';

export interface PreviewedFile {
  name: string;
  url: string;
  mimeType: string;
}

export function PreviewDialog({ file, onClose, onDownload }: { file: PreviewedFile | null; onClose: () => void; onDownload: () => void }) {
  return (
    <Dialog isOpen={file !== null} onClose={onClose} title={file?.name ?? 'Preview'} icon="eye-open" className="files-preview-dialog">
      {file && (
        <DialogBody className="files-preview-body">
          <div className="kit-toolbar" role="toolbar" aria-label="Preview">
            <AnchorButton icon="share" text="Open in a new tab" href={file.url} target="_blank" rel="noopener noreferrer" />
            <AnchorButton icon="download" text={`Download ${file.name}`} onClick={onDownload} />
          </div>
          <FilePreview
            url={file.url}
            name={file.name}
            fileName={file.name}
            mimeType={file.mimeType}
            frameClassName="files-preview-frame"
            imageClassName="files-preview-image"
          />
        </DialogBody>
      )}
    </Dialog>
  );
}
