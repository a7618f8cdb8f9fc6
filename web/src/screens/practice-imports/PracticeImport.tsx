// The practice-management (Kareo) import, a section of the Session Data Import page: upload a charges export, follow
// its import (the job is in the address), the latest imports, and the charges the imports brought in.
import { useApolloClient } from '@apollo/client/react';
import { H3 } from '@blueprintjs/core';
import { useFollowedImport } from './address';
import { KareoCharges } from './KareoCharges';
import { KareoImports } from './KareoImports';
import { KareoProgress } from './KareoProgress';
import { KareoUploadForm } from './KareoUploadForm';
import { KareoChargeList, KareoFilterOptions, KareoImportList } from './operations';
import './practice-imports.css';

export function PracticeImport() {
  const client = useApolloClient();
  const [followed, follow] = useFollowedImport();
  return (
    <section className="kit-page practice-import" aria-labelledby="practice-import-title">
      <H3 id="practice-import-title">Practice-management import (Kareo)</H3>
      <KareoUploadForm
        onStarted={(id) => {
          follow(id);
          void client.refetchQueries({ include: [KareoImportList] });
        }}
      />
      {followed && (
        <KareoProgress
          key={followed}
          id={followed}
          onFinished={() => void client.refetchQueries({ include: [KareoImportList, KareoChargeList, KareoFilterOptions] })}
          onClose={() => follow(null)}
        />
      )}
      <h4 className="practice-import-subtitle">Latest imports</h4>
      <KareoImports onShow={follow} />
      <h4 className="practice-import-subtitle">Imported charges</h4>
      <KareoCharges />
    </section>
  );
}
