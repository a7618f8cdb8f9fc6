// The downloads a staff member's documents offer (every document as a ZIP, every PDF and image as one PDF, one
// document as a PDF), each opened as soon as the API has prepared it, and the refresh after a change: the documents
// and the header's pending-documents notice.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useWrite } from '../../kit';
import { startDownload } from '../students/shared/download';
import { DownloadStaffFilesMutation, SaveStaffFileAsPdfMutation, SaveStaffFilesAsPdfMutation } from './operations';

export function useDocumentDownloads(staffId: string) {
  const zip = useWrite(DownloadStaffFilesMutation);
  const bulkPdf = useWrite(SaveStaffFilesAsPdfMutation);
  const onePdf = useWrite(SaveStaffFileAsPdfMutation);
  const open = (outcome: { ok: true; data: { download: { url: string; fileName?: string | null } } } | { ok: false }) => {
    if (outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName);
  };
  return {
    zip: { pending: zip.pending, run: async () => open(await zip.run({ staffId }, 'Documents zipped.')) },
    bulkPdf: { pending: bulkPdf.pending, run: async () => open(await bulkPdf.run({ staffId }, 'Documents saved as one PDF.')) },
    onePdf: { pending: onePdf.pending, run: async (id: string) => open(await onePdf.run({ id }, 'Document saved as PDF.')) },
  };
}

/** After an upload, a replacement or a deletion: the notice's count is asked again, so it goes once nothing is pending. */
export function useRefreshNotice(): () => void {
  const client = useApolloClient();
  return useCallback(() => void client.refetchQueries({ include: ['DocumentNotification'] }), [client]);
}
