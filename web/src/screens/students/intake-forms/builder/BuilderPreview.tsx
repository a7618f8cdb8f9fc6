// The form as the family will see it on the guest intake page, drawn by the guest page's own card. The preview can
// be filled to try it; sending only checks the answers, nothing leaves the page. An earlier version is shown read-only:
// the same card, its controls disabled and no send button.
import { Callout } from '@blueprintjs/core';
import { Tag } from '../../../../kit/Tag';
import { useState } from 'react';
import { IntakeFormCard } from '../IntakeFormCard';
import { missingAnswers, type Answers, type IntakeField } from '../IntakeFormFields';

export interface BuilderPreviewProps {
  title: string;
  fields: readonly IntakeField[];
  /** The earlier version shown, read-only; left out, the preview can be filled. */
  readOnlyVersion?: number;
}

export function BuilderPreview({ title, fields, readOnlyVersion }: BuilderPreviewProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  return (
    <IntakeFormCard
      idPrefix={readOnlyVersion === undefined ? 'preview' : `version-${readOnlyVersion}`}
      formTitle={title.trim() || 'Untitled form'}
      intro={<Tag minimal>{readOnlyVersion === undefined ? 'Pending' : `Version ${readOnlyVersion}`}</Tag>}
      notices={
        <div role="status">
          {readOnlyVersion !== undefined ? (
            <Callout intent="none" icon="history" title={`Version ${readOnlyVersion}, read only`}>
              The questions as families filled them while this version was current. Each question&apos;s answer type is shown under it.
            </Callout>
          ) : checked ? (
            <Callout intent="success" icon="tick-circle" title="Preview: every required answer is there">
              The family could send these answers. Nothing was sent from the preview.
            </Callout>
          ) : (
            <Callout intent="primary" icon="eye-open" title="Preview">
              This is the form as the family sees it. You can fill it to try it; nothing is sent.
            </Callout>
          )}
        </div>
      }
      fields={fields}
      answers={answers}
      errors={errors}
      onChange={(key, value) => {
        setAnswers((current) => ({ ...current, [key]: value }));
        setChecked(false);
        if (errors[key]) setErrors((current) => ({ ...current, [key]: '' }));
      }}
      canSubmit={readOnlyVersion === undefined}
      submitting={false}
      problem={null}
      onSubmit={(event) => {
        event.preventDefault();
        const missing = missingAnswers(fields, answers);
        setErrors(missing);
        setChecked(Object.keys(missing).length === 0);
      }}
    />
  );
}
