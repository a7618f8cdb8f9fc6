// A template filled for a chosen student: the filled text (Word through mammoth, a PDF's fields listed), the codes
// the student's record has no value for, and the filled DOCX and PDF to download.
import { useQuery } from '@apollo/client/react';
import { AnchorButton, Callout, Card, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useAddressValues } from '../../kit/address/useAddressValues';
import { Loaded } from '../../kit/Loaded';
import { TemplatePreviewQuery } from './operations';
import { StudentSelect } from './StudentSelect';

export type Filled = NonNullable<ReturnType<typeof useFilled>['preview']>;

/** The student is kept in the address (?student_id=), so a preview can be linked to and reloaded. */
export function useFilled(templateId: string) {
  const address = useAddressValues();
  const studentId = address.get('student_id');
  const query = useQuery(TemplatePreviewQuery, {
    variables: { id: templateId, studentId },
    skip: !studentId || !templateId,
    fetchPolicy: 'network-only',
  });
  const choose = (id: string) => address.set({ student_id: id });
  return { studentId, choose, query, preview: query.data?.preview };
}

export function FilledPreview({ templateId, actions }: { templateId: string; actions?: (filled: Filled) => ReactNode }) {
  const { studentId, choose, query, preview } = useFilled(templateId);
  return (
    <div className="templates-preview">
      <StudentSelect value={studentId} onChange={choose} label="Fill for student" />
      {!studentId ? (
        <NonIdealState icon="person" title="Choose a student" description="The template is filled from the student's record." />
      ) : (
        <Loaded
          what="the filled template"
          loading={query.loading}
          error={query.error}
          ready={preview !== undefined}
          retry={() => void query.refetch()}
        >
          {preview && (
            <>
              <div className="templates-actions">
                {preview.docx && <AnchorButton icon="document" href={preview.docx.url} download={preview.docx.fileName} text="Download DOCX" />}
                <AnchorButton icon="document-open" href={preview.pdf.url} target="_blank" rel="noreferrer" text="Open PDF" />
                {actions?.(preview)}
              </div>
              {preview.missing.length > 0 && (
                <Callout intent="warning" icon="warning-sign" title="Left empty">
                  {preview.studentName}&apos;s record has nothing for {preview.missing.map((code) => `{${code}}`).join(', ')}.
                </Callout>
              )}
              <Card className="templates-filled" aria-label={`Filled for ${preview.studentName}`}>
                {/* mammoth's HTML and the stand-in's field list escape every value. */}
                <div dangerouslySetInnerHTML={{ __html: preview.html }} />
              </Card>
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
