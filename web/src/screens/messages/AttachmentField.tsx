// The optional attachment of a message or a reply: the types the API takes, at most 10 MB (it checks the content).
import { FileField } from '../../kit/transfer/FileField';
import { attachmentAccept } from './rules';

export interface AttachmentFieldProps {
  id: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

export function AttachmentField({ id, file, error, disabled, onChange }: AttachmentFieldProps) {
  return (
    <FileField
      id={id}
      label="Attachment (PDF, PNG, JPEG or DOCX, at most 10 MB)"
      required={false}
      file={file}
      error={error ?? null}
      accept={attachmentAccept}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
