// An intake form as the family fills it: the title, what the practice says about it, the questions and the send
// button. The guest page and the form builder's preview both draw it, so the preview is what the family gets.
import { Button, Callout, Card } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { IntakeQuestions, type Answers, type IntakeField } from './IntakeFormFields';
import '../students.css';
import '../../../kit/kit.css';

export interface IntakeFormCardProps {
  formTitle: string;
  /** Under the title: whom it is for, its status and due date. */
  intro?: ReactNode;
  /** Notices above the questions (sent back, already sent, preview). */
  notices?: ReactNode;
  fields: readonly IntakeField[];
  answers: Answers;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  canSubmit: boolean;
  submitting: boolean;
  problem: string | null;
  onSubmit: (event: FormEvent) => void;
  /** Keeps ids apart when the card is drawn beside other forms. */
  idPrefix?: string;
}

export function IntakeFormCard({
  formTitle,
  intro,
  notices,
  fields,
  answers,
  errors,
  onChange,
  canSubmit,
  submitting,
  problem,
  onSubmit,
  idPrefix = 'guest',
}: IntakeFormCardProps) {
  return (
    <div className="student-guest">
      <Card>
        <h1 className="student-guest-title">{formTitle}</h1>
        {intro && <p>{intro}</p>}
        {notices}
        <form aria-label={formTitle} noValidate onSubmit={onSubmit}>
          <IntakeQuestions
            idPrefix={idPrefix}
            fields={fields}
            answers={answers}
            errors={errors}
            disabled={!canSubmit || submitting}
            onChange={onChange}
          />
          {problem && (
            <Callout intent="danger" role="alert">
              {problem}
            </Callout>
          )}
          {canSubmit && <Button type="submit" intent="primary" size="large" text="Send answers" loading={submitting} />}
        </form>
      </Card>
    </div>
  );
}
