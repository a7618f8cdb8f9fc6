// One conversion's page: what it does, the form, the file just converted (its rows, a link to correct them and the
// downloads), and the files converted before.
import { useApolloClient } from '@apollo/client/react';
import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GoalClientFileList } from '../operations';
import type { Conversion } from './conversions';
import { ConvertedFiles, editFileDataPath } from './ConvertedFiles';
import { ConvertForm } from './ConvertForm';
import { Downloads } from './Downloads';
import type { ConvertedFile } from './types';
import '../goal-generator.css';

export function ConvertPage({ conversion }: { conversion: Conversion }) {
  const client = useApolloClient();
  const [converted, setConverted] = useState<ConvertedFile | null>(null);

  const done = (file: ConvertedFile) => {
    setConverted(file);
    void client.refetchQueries({ include: [GoalClientFileList] });
  };

  return (
    <div className="kit-page">
      <p className="goal-generator-summary">{conversion.summary}</p>
      <ConvertForm conversion={conversion} onConverted={done} />
      {converted && (
        <Callout intent="success" icon="tick-circle" title={`${converted.rowCount} goal rows read from ${converted.sourceName}`} role="status">
          <p>
            Template {converted.templateName}
            {converted.students.length > 0
              ? ` · ${converted.students.length === 1 ? 'Student' : 'Students'}: ${converted.students.join(', ')}`
              : ''}. <Link to={editFileDataPath(converted.id)}>Check and correct the rows</Link> before downloading, or download them as they are.
          </p>
          <Downloads fileId={converted.id} first={conversion.output} />
        </Callout>
      )}
      <ConvertedFiles kind={conversion.kind} />
    </div>
  );
}
