// A PDF template's PDF: the file it has (opened inline), and a new one sent with progress, checked as a PDF by its
// content on the server; the fields are then placed on its pages.
import { Button, Callout, FileInput, FormGroup, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../kit/fieldErrors';
import { useUpload } from '../../../kit';
import { UploadTemplatePdf } from './operations';

interface PdfPanelProps {
  templateId: string;
  fileName: string | null;
  url: string | null;
  pages: number | null;
  onUploaded: () => void;
}

export function PdfPanel({ templateId, fileName, url, pages, onUploaded }: PdfPanelProps) {
  const upload = useUpload(UploadTemplatePdf);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!file) return setProblem('Choose the PDF first.');
    setProblem(null);
    try {
      const answer = await upload.send({ id: templateId, file });
      if (answer) {
        setFile(null);
        onUploaded();
      }
    } catch (error) {
      setProblem(fieldErrorsOf(error).file ?? (error instanceof Error ? error.message : 'The PDF could not be sent.'));
    }
  };

  return (
    <Callout className="template-pdf" intent={url ? 'none' : 'primary'} title="The PDF">
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noreferrer">
            {fileName ?? 'The template PDF'}
          </a>{' '}
          ({pages ?? 0} page{pages === 1 ? '' : 's'}). Place each field by its page and its distance in points from the page's top left corner.
        </p>
      ) : (
        <p>No PDF yet: upload the form the fields are drawn on.</p>
      )}
      <FormGroup label={url ? 'Replace the PDF' : 'PDF'} labelFor="template-pdf-file" intent={problem ? 'danger' : 'none'} helperText={problem}>
        <FileInput
          text={file ? file.name : 'Choose a PDF…'}
          buttonText="Browse"
          hasSelection={file !== null}
          disabled={upload.pending}
          inputProps={{ id: 'template-pdf-file', accept: 'application/pdf,.pdf' }}
          onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
      {upload.progress !== null && <ProgressBar intent="primary" value={upload.progress} aria-label="Upload progress" />}
      <Button icon="upload" text="Upload PDF" onClick={() => void send()} loading={upload.pending} disabled={!file} />
    </Callout>
  );
}
