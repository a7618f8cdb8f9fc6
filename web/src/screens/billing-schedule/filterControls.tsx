// The controls the schedule's screens share: a select over a filter's options (every value first), the from and to
// days with their problems beside them, and the XLSX and CSV exports of what the filters keep.
import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useId } from 'react';
import { dayRangeProblems, type DayRange } from '../../dates/ranges';
import { ExportButton } from '../../kit/transfer/ExportButton';
import type { DownloadShape } from '../../kit/types';
import type { ExportFormat } from '../../gql/graphql';

export interface Option {
  id: string;
  name: string;
}

export interface OptionSelectProps {
  label: string;
  /** What choosing nothing means: 'Every student'. */
  every: string;
  options: readonly (Option | string)[];
  value: string;
  onChange: (value: string) => void;
}

export function OptionSelect({ label, every, options, value, onChange }: OptionSelectProps) {
  const id = useId();
  const choices = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : { value: option.id, label: option.name }));
  return (
    <FormGroup label={label} labelFor={id} inline className="schedule-filter">
      <HTMLSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[{ value: '', label: every }, ...choices]}
      />
    </FormGroup>
  );
}

export function DayRangeFields({ range, onChange }: { range: DayRange; onChange: (next: DayRange) => void }) {
  const fromId = useId();
  const toId = useId();
  const problems = dayRangeProblems(range);
  return (
    <>
      <FormGroup
        label="From"
        labelFor={fromId}
        inline
        intent={problems.from ? 'danger' : 'none'}
        helperText={problems.from}
        className="schedule-filter"
      >
        <InputGroup
          id={fromId}
          type="date"
          value={range.from}
          intent={problems.from ? 'danger' : 'none'}
          onValueChange={(from) => onChange({ ...range, from })}
        />
      </FormGroup>
      <FormGroup label="To" labelFor={toId} inline intent={problems.to ? 'danger' : 'none'} helperText={problems.to} className="schedule-filter">
        <InputGroup
          id={toId}
          type="date"
          value={range.to}
          intent={problems.to ? 'danger' : 'none'}
          onValueChange={(to) => onChange({ ...range, to })}
        />
      </FormGroup>
    </>
  );
}

export interface ExportButtonsProps<TVars extends { format?: ExportFormat | null }> {
  document: TypedDocumentNode<{ download: DownloadShape }, TVars>;
  /** The filters of what is shown; the format is added per button. */
  variables: Omit<TVars, 'format'>;
  plural: string;
}

export function ExportButtons<TVars extends { format?: ExportFormat | null }>({ document, variables, plural }: ExportButtonsProps<TVars>) {
  return (
    <>
      {(['XLSX', 'CSV'] as const).map((format) => (
        <ExportButton
          key={format}
          document={document}
          variables={{ ...variables, format } as unknown as TVars & Record<string, unknown>}
          plural={`${plural} (${format})`}
          text={`Export ${format}`}
        />
      ))}
    </>
  );
}

/** A cell's text with its detail on a muted line below, so a wide table keeps to the page. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <div>{first}</div>
      {second && <div className="kit-muted schedule-detail">{second}</div>}
    </>
  );
}

/** A filter's single choice as the list the API takes; nothing chosen is no filter. */
export function chosen(value: string): string[] | null {
  return value ? [value] : null;
}

/** Hours to two decimals, as the exports write them. */
export function hoursText(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toFixed(2);
}
