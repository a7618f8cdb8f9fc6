// The add and edit pages of a template: the builder filled with the saved template (edit) or an empty one (add);
// saving a new template opens its edit page (a PDF template takes its PDF there), saving a change stays.
import { useQuery } from '@apollo/client/react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorCode } from '../../../app/links';
import { Loaded } from '../../../kit/Loaded';
import { useWrite } from '../../../kit';
import { draftOf, emptyDraft, toInput, type Draft } from './draft';
import { BuilderOptions, CreateTemplate, TemplateRecord, UpdateTemplate } from './operations';
import { editPath, previewPath, type TemplateKind } from './paths';
import { PdfPanel } from './PdfPanel';
import { TemplateForm } from './TemplateForm';
import './builder.css';

function useSave(kind: TemplateKind, id: string | undefined) {
  const navigate = useNavigate();
  const create = useWrite(CreateTemplate);
  const update = useWrite(UpdateTemplate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (draft: Draft) => {
    const input = toInput(draft);
    const result = id ? await update.run({ id, input }, 'Session template saved.') : await create.run({ input }, 'Session template created.');
    if (!result.ok) return setErrors(result.fieldErrors);
    setErrors({});
    if (!id) void navigate(editPath(kind, result.data.saved.id));
  };
  return { save, errors, saving: create.pending || update.pending };
}

export function BuilderPage({ kind }: { kind: TemplateKind }) {
  const { temp_id: id } = useParams();
  const navigate = useNavigate();
  const options = useQuery(BuilderOptions, { variables: { excludeTemplateId: id ?? null }, fetchPolicy: 'cache-and-network' });
  const record = useQuery(TemplateRecord, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const { save, errors, saving } = useSave(kind, id);
  const template = record.data?.record;

  if (id && record.error && errorCode(record.error) === 'NOT_FOUND') {
    return <NonIdealState icon="search" title="Session template not found" description="It may have been deleted." />;
  }
  const ready = Boolean(options.data) && (!id || Boolean(template));
  return (
    <div className="kit-page">
      <Loaded
        what="the session template"
        loading={options.loading || record.loading}
        error={options.error ?? record.error}
        ready={ready}
        retry={() => void (options.refetch(), id && record.refetch())}
      >
        {id && template && (
          <div className="kit-toolbar">
            <span className="template-muted">Verification: {template.verificationStatus}</span>
            <span className="kit-toolbar-spacer" />
            <Button icon="eye-open" text="Preview" onClick={() => void navigate(previewPath(kind, id))} />
          </div>
        )}
        {id && template && kind.source === 'PDF' && (
          <PdfPanel
            templateId={id}
            fileName={template.pdfFileName ?? null}
            url={template.pdfUrl ?? null}
            pages={template.pdfPageCount ?? null}
            onUploaded={() => void record.refetch()}
          />
        )}
        {options.data && (
          <TemplateForm
            // A new answer of the saved template starts the builder again from it.
            key={template ? `${template.id}-${template.pdfPageCount ?? 0}` : 'new'}
            initial={template ? draftOf(template) : emptyDraft(kind.source)}
            options={options.data}
            pdfPages={template?.pdfPageCount ?? null}
            saving={saving}
            errors={errors}
            onSave={(draft) => void save(draft)}
            onCancel={() => void navigate(kind.base)}
          />
        )}
      </Loaded>
    </div>
  );
}
