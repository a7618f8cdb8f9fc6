// A form's earlier versions, from the builder: a button that opens a dialog listing them newest first (number, title,
// questions, when it was replaced); choosing one shows its questions read-only in the builder's own preview. The
// versions are read only when the dialog opens, so the builder's first load stays as it was.
import { useQuery } from '@apollo/client/react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { Loaded } from '../../../../kit/Loaded';
import { BuilderPreview } from './BuilderPreview';
import { IntakeFormVersionsQuery } from './operations';
import { newestFirst, questionCount, replacedWhen, withTypeShown } from './versions';

export function VersionsButton({ formId, title }: { formId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="history" text="Versions" aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <VersionsDialog formId={formId} title={title} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

function VersionsDialog({ formId, title, isOpen, onClose }: { formId: string; title: string; isOpen: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(IntakeFormVersionsQuery, {
    variables: { id: formId },
    skip: !isOpen,
    fetchPolicy: 'cache-and-network',
  });
  const versions = newestFirst(data?.form?.versions ?? []);
  const shown = versions.find((entry) => entry.version === chosen);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      title={shown ? `${title}: version ${shown.version}` : `Earlier versions of ${title}`}
      icon="history"
      onClose={close}
      className="form-builder-versions"
    >
      <DialogBody>
        <Loaded what="the earlier versions" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
          {shown ? (
            <BuilderPreview title={shown.title} fields={withTypeShown(shown.fields)} readOnlyVersion={shown.version} />
          ) : versions.length === 0 ? (
            <NonIdealState
              icon="history"
              title="No earlier versions"
              description="Families have not filled this form since it was last changed, so there is only the version being edited."
            />
          ) : (
            <>
              <p className={Classes.TEXT_MUTED}>
                This form is version {data?.form?.version}. Choose an earlier version to see its questions as families filled them.
              </p>
              <ul className="form-builder-version-list" aria-label="Earlier versions">
                {versions.map((entry) => (
                  <li key={entry.version}>
                    <Button variant="minimal" fill alignText="start" endIcon="chevron-right" onClick={() => setChosen(entry.version)}>
                      <strong>Version {entry.version}</strong> · {entry.title} · {questionCount(entry.fields)} · {replacedWhen(entry.replacedAt)}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Loaded>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {shown && <Button icon="arrow-left" text="Back to the versions" onClick={() => setChosen(null)} />}
            <Button text="Close" onClick={close} />
          </>
        }
      />
    </Dialog>
  );
}
