// The conversion form: a template (its Word layout and columns said under it), the student where the document holds
// one, the file; the stand-in's refusal (wrong kind of file, empty, headers, a template that does not fit) is shown
// under the field it concerns.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FileInput, FormGroup, HTMLSelect, InputGroup, ProgressBar } from '@blueprintjs/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { isAnnounced } from '../../../app/links';
import { useUpload } from '../../../kit';
import { Loaded } from '../../../kit/Loaded';
import { fieldErrorsOf } from '../../../kit/fieldErrors';
import { layoutSentence } from '../markers';
import { AllConversionTemplates, ConvertDocToExcel, ConvertDocToExcelV2, ConvertExcelToDoc } from '../operations';
import type { Conversion } from './conversions';
import type { ConvertedFile } from './types';

type Errors = Partial<Record<'template' | 'student' | 'file' | 'form', string>>;

function useConvert(conversion: Conversion) {
  const v1 = useUpload(ConvertDocToExcel);
  const v2 = useUpload(ConvertDocToExcelV2);
  const toDoc = useUpload(ConvertExcelToDoc);
  const upload = conversion.kind === 'DOC_TO_EXCEL' ? v1 : conversion.kind === 'DOC_TO_EXCEL_V2' ? v2 : toDoc;
  const send = async (file: File, templateUId: string, studentName: string): Promise<ConvertedFile | null> => {
    if (conversion.kind === 'DOC_TO_EXCEL') return (await v1.send({ file, templateUId, studentName: studentName || null }))?.converted ?? null;
    if (conversion.kind === 'DOC_TO_EXCEL_V2') return (await v2.send({ file, templateUId }))?.converted ?? null;
    return (await toDoc.send({ file, templateUId }))?.converted ?? null;
  };
  return { send, progress: upload.progress, pending: upload.pending };
}

export function ConvertForm({ conversion, onConverted }: { conversion: Conversion; onConverted: (file: ConvertedFile) => void }) {
  const id = useId().replace(/:/g, '');
  const templatesQuery = useQuery(AllConversionTemplates);
  const templates = useMemo(
    () =>
      (templatesQuery.data?.templates ?? []).filter(
        (template) =>
          conversion.templateTypes.includes(template.type) && template.status !== 0 && (!conversion.needsStudentMarker || template.studentMarker),
      ),
    [templatesQuery.data, conversion],
  );
  const [templateId, setTemplateId] = useState('');
  const [studentName, setStudentName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const convert = useConvert(conversion);
  const template = templates.find((item) => item.id === templateId);
  const askStudent = conversion.studentOnForm && template !== undefined && !template.studentMarker;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!template) found.template = 'The conversion template field is required.';
    if (askStudent && !studentName.trim()) found.student = 'The student name field is required: this template reads one student per document.';
    if (!file) found.file = 'The file field is required.';
    setErrors(found);
    if (!template || !file || Object.keys(found).length > 0) return;
    try {
      const converted = await convert.send(file, template.id, askStudent ? studentName.trim() : '');
      if (converted) onConverted(converted);
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      const message = isAnnounced(caught) ? undefined : caught instanceof Error ? caught.message : undefined;
      setErrors({
        template: fields.templateUId,
        student: fields.studentName,
        file: fields.file,
        form: Object.keys(fields).length === 0 ? message : undefined,
      });
    }
  };

  const described = (key: keyof Errors) => (errors[key] ? `${id}-${key}-error` : undefined);
  const helper = (key: keyof Errors, otherwise: string) => (errors[key] ? <span id={`${id}-${key}-error`}>{errors[key]}</span> : otherwise);

  return (
    <Loaded
      what="the conversion templates"
      loading={templatesQuery.loading}
      error={templatesQuery.error}
      ready={templatesQuery.data !== undefined}
      retry={() => void templatesQuery.refetch()}
    >
      <form className="kit-form" noValidate onSubmit={(event) => void submit(event)} aria-label={`${conversion.title} conversion`}>
        {templates.length === 0 && (
          <Callout intent="warning" title="No conversion template fits">
            Add a template of type {conversion.templateTypes.join(' or ').toLowerCase().replace(/_/g, '-')}
            {conversion.needsStudentMarker ? ' with a student marker' : ''} under Conversion Template first.
          </Callout>
        )}
        <div className="kit-form-grid">
          <FormGroup
            label="Conversion template"
            labelFor={`${id}-template`}
            labelInfo="(required)"
            intent={errors.template ? 'danger' : 'none'}
            helperText={helper('template', template ? layoutSentence(template) : 'Says which Word marker is a skill area, goal and target.')}
          >
            <HTMLSelect
              id={`${id}-template`}
              fill
              value={templateId}
              aria-describedby={described('template')}
              onChange={(event) => setTemplateId(event.currentTarget.value)}
            >
              <option value="">Select a template</option>
              {templates.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {askStudent && (
            <FormGroup
              label="Student name"
              labelFor={`${id}-student`}
              labelInfo="(required)"
              intent={errors.student ? 'danger' : 'none'}
              helperText={helper('student', 'The student the document’s goals belong to.')}
            >
              <InputGroup
                id={`${id}-student`}
                value={studentName}
                maxLength={255}
                intent={errors.student ? 'danger' : 'none'}
                aria-describedby={described('student')}
                onValueChange={setStudentName}
              />
            </FormGroup>
          )}
          <FormGroup
            label={`File: a ${conversion.input}`}
            labelFor={`${id}-file`}
            labelInfo="(required)"
            intent={errors.file ? 'danger' : 'none'}
            helperText={helper('file', 'Checked by its content, not its name.')}
          >
            <FileInput
              fill
              text={file?.name ?? 'Choose a file…'}
              buttonText="Browse"
              hasSelection={file !== null}
              inputProps={{ id: `${id}-file`, accept: conversion.accept, 'aria-describedby': described('file') }}
              onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </FormGroup>
        </div>
        {errors.form && <Callout intent="danger">{errors.form}</Callout>}
        {convert.progress !== null && <ProgressBar intent="primary" value={convert.progress} aria-label="Upload progress" />}
        <div className="kit-form-actions">
          <Button type="submit" intent="primary" icon="exchange" text="Convert" loading={convert.pending} disabled={convert.pending} />
        </div>
      </form>
    </Loaded>
  );
}
