// One file shown in the page: a PDF in a frame, an image as itself, anything else (a Word document, a sheet) as a
// way to download it. The staff documents and the file manager show their files through it.
import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { previewKind } from './fileKinds';

export interface FilePreviewProps {
  url: string;
  /** What the file is called, for the frame's and image's names. */
  name: string;
  /** The file's own name, for the download button. */
  fileName: string;
  mimeType: string;
  /** Class names of the frame and the image, sized by the page around them. */
  frameClassName?: string;
  imageClassName?: string;
}

export function FilePreview({ url, name, fileName, mimeType, frameClassName, imageClassName }: FilePreviewProps) {
  const kind = previewKind(mimeType);
  if (kind === 'pdf') return <iframe className={frameClassName} src={url} title={`${name} (PDF)`} />;
  if (kind === 'image') return <img className={imageClassName} src={url} alt={name} />;
  return (
    <NonIdealState
      icon="document"
      title="This file cannot be shown here"
      description="It opens in the program made for it."
      action={<AnchorButton intent="primary" icon="download" text={`Download ${fileName}`} href={url} target="_blank" rel="noopener noreferrer" />}
    />
  );
}
