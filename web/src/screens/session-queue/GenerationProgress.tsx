// One generation's progress: a bar of reports finished out of its total, the counts by status, and each failure by
// student and date with the reason; a finished generation with failures offers to regenerate only those.
import { Button, Callout, H4, ProgressBar } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { RecordTable } from '../../kit';
import { toUsDate } from '../../dates/calendar';
import { monthLabel } from '../../dates/months';
import type { SessionGenerationFieldsFragment } from '../../gql/graphql';

function outcome(generation: SessionGenerationFieldsFragment): string {
  const finished = generation.done + generation.failed;
  const skipped = generation.skipped > 0 ? ` (${generation.skipped} already made, not made again)` : '';
  if (!generation.finished)
    return `${finished} of ${generation.total} finished${generation.failed > 0 ? `, ${generation.failed} failed` : ''}${skipped}.`;
  if (generation.failed === 0) return `Finished: all ${generation.total} reports made${skipped}.`;
  return `Finished: ${generation.done} of ${generation.total} made, ${generation.failed} failed${skipped}.`;
}

interface Props {
  generation: SessionGenerationFieldsFragment;
  onRegenerate: () => void;
  regenerating: boolean;
}

export function GenerationProgress({ generation, onRegenerate, regenerating }: Props) {
  const finished = generation.done + generation.failed;
  const intent = !generation.finished ? 'primary' : generation.failed > 0 ? 'warning' : 'success';
  return (
    <section className="kit-panel kit-section session-queue-progress" aria-labelledby="generation-title">
      <H4 id="generation-title">
        {monthLabel(generation.monthYear)}: generation #{generation.reportId} {generation.finished ? 'finished' : 'running'}
      </H4>
      <ProgressBar
        intent={intent}
        value={generation.total === 0 ? 1 : finished / generation.total}
        animate={!generation.finished}
        stripes={!generation.finished}
        aria-label="Generation progress"
        aria-valuenow={finished}
        aria-valuemin={0}
        aria-valuemax={generation.total}
      />
      <p role="status">{outcome(generation)}</p>
      <div className="session-queue-counts" aria-label="Reports by status">
        <Tag minimal>Queued {generation.queued}</Tag>
        <Tag minimal intent="primary">
          Generating {generation.generating}
        </Tag>
        <Tag minimal intent="success">
          Done {generation.done}
        </Tag>
        <Tag minimal intent={generation.failed > 0 ? 'danger' : 'none'}>
          Failed {generation.failed}
        </Tag>
      </div>
      {generation.finished && generation.failed > 0 && (
        <Callout intent="warning" title="Some reports were not made">
          <p>Fix what the reason names (sign the note, say), then regenerate: only the reports listed below are made again.</p>
          <Button intent="primary" icon="refresh" text="Regenerate failed" loading={regenerating} onClick={onRegenerate} />
        </Callout>
      )}
      {generation.failures.length > 0 && (
        <RecordTable
          caption="Failed reports"
          rows={generation.failures.map((failure) => ({ ...failure, id: failure.entryId }))}
          columns={[
            { header: 'Student', cell: (failure) => failure.studentName },
            { header: 'Session date', cell: (failure) => toUsDate(failure.sessionDate) ?? failure.sessionDate },
            { header: 'Reason', cell: (failure) => failure.reason },
          ]}
        />
      )}
    </section>
  );
}
