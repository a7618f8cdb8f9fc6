// Sessions Queue: the generation being followed (`?report=`, its progress polled while it runs), the queue of every
// report, and the merged reports.
import { Button, Callout, NonIdealState, Spinner, Tab } from '@blueprintjs/core';
import { Tabs } from '../../kit/Tabs';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCode, isAnnounced } from '../../app/links';
import { useWrite } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { reportIdOf } from './addresses';
import { GenerationProgress } from './GenerationProgress';
import { MergedReports } from './MergedReports';
import { ExportGeneratedSessionNotesMutation, RegenerateSessionReportsMutation, SessionGenerationQuery, SessionReportQueueList } from './operations';
import { openPdf, QueueList } from './QueueList';
import { useGeneration } from './useGeneration';
import './session-queue.css';

type TabId = 'queue' | 'merged';

function FollowedGeneration({ reportId }: { reportId: string }) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useGeneration(reportId);
  const regenerate = useWrite(RegenerateSessionReportsMutation);
  const exporting = useWrite(ExportGeneratedSessionNotesMutation);
  const generation = data?.generation;
  if (generation) {
    return (
      <>
        <GenerationProgress
          generation={generation}
          regenerating={regenerate.pending}
          onRegenerate={() =>
            void regenerate
              .run({ ids: generation.failures.map((failure) => failure.entryId) }, (answer) => answer.started.message)
              .then((outcome) => {
                if (outcome.ok) void client.refetchQueries({ include: [SessionReportQueueList, SessionGenerationQuery] });
              })
          }
        />
        {generation.done > 0 && (
          <div className="kit-toolbar">
            <Button
              icon="compressed"
              text="Download finished reports (ZIP)"
              loading={exporting.pending}
              onClick={() =>
                void exporting.run({ reportId }).then((outcome) => {
                  if (outcome.ok) openPdf(outcome.data.download.url);
                })
              }
            />
          </div>
        )}
      </>
    );
  }
  if (error && errorCode(error) === 'NOT_FOUND') {
    return <NonIdealState icon="search" title="No generation with that report id" description="Generate session notes to start one." />;
  }
  if (error) {
    return (
      <Callout intent="danger" title="The generation's progress could not be loaded">
        {!isAnnounced(error) && <p>{error.message}</p>}
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }
  return loading ? <Spinner aria-label="Loading the generation's progress" /> : null;
}

export function SessionsQueue() {
  const [params] = useSearchParams();
  const reportId = reportIdOf(params);
  const [tab, setTab] = useState<TabId>('queue');
  return (
    <div className="kit-page session-queue">
      <div className="kit-panel kit-toolbar">
        <p className="session-queue-intro">Each completed session's report, as generations made it. The list follows work in flight by itself.</p>
        <span className="kit-toolbar-spacer" />
        <LinkButton to="/auto-generate-session">Generate session notes</LinkButton>
        <LinkButton to="/sent-faxes">Sent faxes</LinkButton>
      </div>
      {reportId && <FollowedGeneration reportId={reportId} />}
      <Tabs
        id="session-queue-tabs"
        className="session-queue-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as TabId)}
        renderActiveTabPanelOnly
      >
        <Tab id="queue" title="Queue" panel={<QueueList onMerged={() => setTab('merged')} />} />
        <Tab id="merged" title="Merged reports" panel={<MergedReports />} />
      </Tabs>
    </div>
  );
}
