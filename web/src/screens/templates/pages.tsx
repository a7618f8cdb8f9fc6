// A template's pages: the preview filled for a student, the review comments (and the Word templates' review), the
// admin final preview with its approval (and its Word variant), the customer preview that sends the template to a
// family as an agreement, and the agreements sent.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNotices } from '../../app/notices';
import { formatMonthFirst } from '../../dates/timestamps';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { useWrite } from '../../kit/writes/useWrite';
import { PortalLinkField } from '../client-portal/PortalLinkField';
import { PortalLinkButton } from '../client-portal/PortalLinkButton';
import { CommentThread } from './CommentThread';
import { FilledPreview, type Filled } from './FilledPreview';
import { ApproveTemplateMutation, SendAgreementMutation, TemplateAgreementsQuery, TemplateChoicesQuery } from './operations';
import { TemplateDialog } from './TemplateDialog';
import { TemplateFrame, type TemplateRecord } from './TemplateFrame';

function EditTemplate({ template }: { template: TemplateRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="edit" text="Edit template" onClick={() => setOpen(true)} />
      <TemplateDialog
        isOpen={open}
        template={{ id: template.id, name: template.name, description: template.description ?? null }}
        onClose={() => setOpen(false)}
        onSaved={() => setOpen(false)}
      />
    </>
  );
}

function Preview() {
  const [params] = useSearchParams();
  const studentId = params.get('student_id');
  return (
    <TemplateFrame title="Template">
      {(template) => (
        <>
          {template.description && <p>{template.description}</p>}
          <p className="templates-file">
            Body: {template.fileName} <EditTemplate template={template} />
          </p>
          <FilledPreview templateId={template.id} />
          {studentId && (
            <section aria-label="Family portal" className="templates-portal">
              <h3>The family&apos;s client portal</h3>
              <PortalLinkButton key={studentId} studentId={studentId} />
            </section>
          )}
        </>
      )}
    </TemplateFrame>
  );
}

function Approve({ template }: { template: TemplateRecord }) {
  // Through the kit's write, so that a refused approval is told (a toast) instead of left as a rejected promise.
  const approve = useWrite(ApproveTemplateMutation);
  if (template.reviewStatus === 'Approved')
    return (
      <Tag intent="success" icon="tick" large>
        Approved
      </Tag>
    );
  return (
    <Button
      intent="success"
      icon="tick"
      text="Approve template"
      loading={approve.pending}
      onClick={() => void approve.run({ id: template.id }, 'Template approved.')}
    />
  );
}

function FinalPreview({ word }: { word: boolean }) {
  return (
    <TemplateFrame title={word ? 'Final preview (Word)' : 'Final preview'}>
      {(template) =>
        word && template.kind !== 'WORD' ? (
          <NonIdealState
            icon="document"
            title="This is a PDF template"
            description="The Word final preview is for Word templates."
            action={<LinkButton to={`/templates/admin-final-preview/${template.id}`}>Open the final preview</LinkButton>}
          />
        ) : (
          <>
            <p>Check the template filled for a student after its review, then approve it for use.</p>
            <FilledPreview templateId={template.id} actions={() => <Approve template={template} />} />
          </>
        )
      }
    </TemplateFrame>
  );
}

function Comments() {
  return <TemplateFrame title="Comments">{(template) => <CommentThread templateId={template.id} />}</TemplateFrame>;
}

/** The review of the Word templates: one chosen in the page, its thread below. */
function WordComments() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('template_id') ?? '';
  const query = useQuery(TemplateChoicesQuery, { variables: { filter: { kind: 'WORD' } } });
  const templates = query.data?.page.nodes;
  return (
    <div className="kit-page templates-page">
      <h2>Word document comments</h2>
      <Loaded
        what="the Word templates"
        loading={query.loading}
        error={query.error}
        ready={templates !== undefined}
        retry={() => void query.refetch()}
      >
        {templates && templates.length === 0 ? (
          <NonIdealState
            icon="document"
            title="No Word templates"
            description="Add a Word template to review it here."
            action={<LinkButton to="/templates">Templates</LinkButton>}
          />
        ) : (
          <>
            <FormGroup label="Word template" labelFor={id}>
              <HTMLSelect
                id={id}
                value={chosen}
                onChange={(event) => setParams({ template_id: event.currentTarget.value }, { replace: true })}
                options={[{ value: '', label: 'Choose a template' }, ...(templates ?? []).map((t) => ({ value: t.id, label: t.name }))]}
              />
            </FormGroup>
            {chosen ? (
              <CommentThread key={chosen} templateId={chosen} />
            ) : (
              <NonIdealState icon="comment" title="Choose a Word template to see its comments" />
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}

function SendToFamily({ template, filled }: { template: TemplateRecord; filled: Filled }) {
  const notices = useNotices();
  const [send, state] = useMutation(SendAgreementMutation, { refetchQueries: ['TemplateAgreements'] });
  const [problem, setProblem] = useState<string | null>(null);
  const sent = state.data?.sent;
  const sendAgreement = async () => {
    setProblem(null);
    try {
      await send({ variables: { templateId: template.id, studentId: filled.studentId } });
      notices.toast('Agreement sent to the family.', 'success');
    } catch (caught) {
      setProblem(Object.values(fieldErrorsOf(caught))[0] ?? (caught instanceof Error ? caught.message : 'The agreement could not be sent.'));
    }
  };
  return (
    <>
      <Button
        intent="primary"
        icon="send-message"
        text={`Send to ${filled.studentName}'s family`}
        loading={state.loading}
        onClick={() => void sendAgreement()}
      />
      {problem && <Callout intent="danger">{problem}</Callout>}
      {sent && sent.studentName === filled.studentName && (
        <div className="templates-sent">
          <Callout intent="success" icon="tick-circle" title={`Sent to ${sent.studentName}'s family`}>
            They read and sign it in their client portal, at this link:
          </Callout>
          <PortalLinkField path={sent.portalLink.path} expiresAt={sent.portalLink.expiresAt} />
        </div>
      )}
    </>
  );
}

function CustomerPreview() {
  return (
    <TemplateFrame title="Customer preview">
      {(template) => (
        <>
          <p>What the family will read: the template filled for their child. Send it and they sign it in their client portal.</p>
          <FilledPreview templateId={template.id} actions={(filled) => <SendToFamily template={template} filled={filled} />} />
        </>
      )}
    </TemplateFrame>
  );
}

function Agreements() {
  return <TemplateFrame title="Customer agreements">{(template) => <AgreementList templateId={template.id} />}</TemplateFrame>;
}

function AgreementList({ templateId }: { templateId: string }) {
  const query = useQuery(TemplateAgreementsQuery, { variables: { templateId }, fetchPolicy: 'cache-and-network' });
  const agreements = query.data?.agreements;
  return (
    <Loaded what="the agreements" loading={query.loading} error={query.error} ready={agreements !== undefined} retry={() => void query.refetch()}>
      {agreements && agreements.length === 0 ? (
        <NonIdealState
          icon="send-message"
          title="Not sent to any family yet"
          action={<LinkButton to={`/templates/customer-preview/${templateId}`}>Send to a family</LinkButton>}
        />
      ) : (
        <HTMLTable className="templates-table" striped>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Sent</th>
              <th scope="col">State</th>
              <th scope="col">Portal</th>
            </tr>
          </thead>
          <tbody>
            {agreements?.map((agreement) => (
              <tr key={agreement.id}>
                <td>{agreement.studentName}</td>
                <td>{formatMonthFirst(agreement.sentAt) ?? agreement.sentAt}</td>
                <td>
                  {agreement.signed ? (
                    <Tag intent="success" icon="tick">
                      Signed {agreement.signedAt ? formatMonthFirst(agreement.signedAt) : ''}
                    </Tag>
                  ) : (
                    <Tag intent="warning">Waiting for signature</Tag>
                  )}
                </td>
                <td>
                  <Link to={agreement.portalLink.path} target="_blank" rel="noreferrer" aria-label={`Open ${agreement.studentName}'s client portal`}>
                    Open portal
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Loaded>
  );
}

export const templatePages = {
  Preview,
  Comments,
  WordComments,
  CustomerPreview,
  Agreements,
  FinalPreview: () => <FinalPreview word={false} />,
  FinalPreviewWord: () => <FinalPreview word />,
};
