// A template filled from a session: the sample session unless a session (appointment) number is given. Each field
// reads as a note would start: texts with their short codes filled, choices, the note-helper blocks with the
// student's targets and their category's sentences, the signature lines; a PDF template's filled PDF inline.
import { useQuery } from '@apollo/client/react';
import { Button, Card, ControlGroup, FormGroup, H4, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorCode } from '../../../app/links';
import type { SessionTemplatePreviewQuery } from '../../../gql/graphql';
import { Loaded } from '../../../kit/Loaded';
import { FilePreview } from '../../../kit/transfer/FilePreview';
import { fieldKindLabels } from './draft';
import { TemplatePreview } from './operations';
import { editPath, type TemplateKind } from './paths';
import './builder.css';

type Preview = SessionTemplatePreviewQuery['preview'];
type PreviewField = Preview['sections'][number]['fields'][number];

function FieldValue({ field }: { field: PreviewField }) {
  if (field.kind === 'SIGNATURE')
    return <span className="template-signature">{field.signer === 'GUARDIAN' ? "Guardian's signature" : "Provider's signature"}</span>;
  if (field.options.length > 0) {
    return (
      <span className="template-options">
        {field.options.map((option) => (
          <Tag key={option} minimal>
            {option}
          </Tag>
        ))}
      </span>
    );
  }
  if (field.items.length > 0 || field.helperSentences.length > 0) {
    return (
      <>
        {field.items.length > 0 ? (
          <ul className="template-items">
            {field.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <span className="template-muted">No targets for this student.</span>
        )}
        {field.helperSentences.length > 0 && <p className="template-muted">Helper sentences: {field.helperSentences.join(', ')}</p>}
      </>
    );
  }
  return field.text ? <span className="template-filled">{field.text}</span> : <span className="template-muted">Written in the note.</span>;
}

export function PreviewPage({ kind }: { kind: TemplateKind }) {
  const { temp_id: id = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get('session') ?? '';
  const [typed, setTyped] = useState(sessionId);
  const { data, loading, error, refetch } = useQuery(TemplatePreview, {
    variables: { id, sessionId: sessionId || null },
    fetchPolicy: 'network-only',
  });
  const preview = data?.preview;

  const choose = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() ? { session: typed.trim() } : {});
  };

  if (error && errorCode(error) === 'NOT_FOUND' && !sessionId) {
    return <NonIdealState icon="search" title="Session template not found" description="It may have been deleted." />;
  }
  return (
    <div className="kit-page template-preview">
      <form className="kit-toolbar" onSubmit={choose} aria-label="Session to fill from">
        <FormGroup
          label="Fill from session number"
          labelFor="preview-session"
          inline
          helperText={sessionId ? undefined : 'Empty: the sample session.'}
        >
          <ControlGroup>
            <InputGroup id="preview-session" value={typed} inputMode="numeric" onValueChange={setTyped} placeholder="Sample session" />
            <Button type="submit" text="Fill" />
          </ControlGroup>
        </FormGroup>
        <span className="kit-toolbar-spacer" />
        <Button icon="edit" text="Edit template" onClick={() => void navigate(editPath(kind, id))} />
      </form>
      {error && errorCode(error) === 'NOT_FOUND' && sessionId ? (
        <NonIdealState icon="search" title="Session not found" description={`There is no session ${sessionId}.`} />
      ) : (
        <Loaded what="the preview" loading={loading} error={error} ready={Boolean(preview)} retry={() => void refetch()}>
          {preview && (
            <>
              <H4>
                {preview.name} <Tag minimal>{preview.sample ? 'Sample session' : `Session ${preview.sessionId}`}</Tag>
                {preview.guardianSignatureRequired && (
                  <Tag minimal intent="warning">
                    Guardian signs
                  </Tag>
                )}
              </H4>
              {preview.pdfUrl && (
                <Card className="template-pdf-frame">
                  <p>
                    <a href={preview.pdfUrl} target="_blank" rel="noreferrer">
                      Open the filled PDF
                    </a>
                  </p>
                  <FilePreview url={preview.pdfUrl} name={`${preview.name}, filled`} fileName={`${preview.name}.pdf`} mimeType="application/pdf" />
                </Card>
              )}
              {preview.sections.map((section) => (
                <Card key={section.id} className="template-preview-section">
                  <H4>{section.title}</H4>
                  <HTMLTable className="template-preview-table" aria-label={section.title}>
                    <tbody>
                      {section.fields.map((field) => (
                        <tr key={field.fieldId}>
                          <th scope="row">
                            {field.label}
                            {field.required && <span aria-label="required"> *</span>}
                            <div className="template-muted">{fieldKindLabels[field.kind]}</div>
                          </th>
                          <td>
                            <FieldValue field={field} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </Card>
              ))}
              {preview.sections.length === 0 && (
                <NonIdealState icon="document" title="No fields yet" description="Add sections and fields in the builder." />
              )}
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
