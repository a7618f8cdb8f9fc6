// A converted file's downloads: the spreadsheet and the Word document, each written from the file's rows as they
// are now (after any correction), through the kit's export button (it opens the file and keeps a link).
import { ExportButton } from '../../../kit/transfer/ExportButton';
import { ConvertedDocxDownload, ConvertedXlsxDownload } from '../operations';

export function Downloads({ fileId, first }: { fileId: string; first: 'xlsx' | 'docx' }) {
  const sheet = (
    <ExportButton key="xlsx" document={ConvertedXlsxDownload} variables={{ id: fileId }} plural="Spreadsheet" text="Download spreadsheet" />
  );
  const word = (
    <ExportButton key="docx" document={ConvertedDocxDownload} variables={{ id: fileId }} plural="Word document" text="Download Word document" />
  );
  return <div className="goal-generator-downloads">{first === 'xlsx' ? [sheet, word] : [word, sheet]}</div>;
}
