// One case document: its student, template, dates, status and content, with a way to edit it.
import { useQuery } from '@apollo/client/react';
import { Card } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useParams } from 'react-router';
import { toUsDate } from '../../dates/calendar';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { caseDocumentDocuments } from './operations';

export function Details() {
  const { case_id: caseId = '' } = useParams();
  const query = useQuery(caseDocumentDocuments.one, { variables: { id: caseId }, skip: !caseId });
  const record = query.data?.record;
  return (
    <div className="kit-page case-details">
      <Loaded what="the case document" loading={query.loading} error={query.error} ready={record !== undefined} retry={() => void query.refetch()}>
        {record && (
          <>
            <header className="case-details-header">
              <h2>{record.title}</h2>
              <Tag intent={record.caseStatus === 'Open' ? 'primary' : 'none'}>{record.caseStatus}</Tag>
              <LinkButton to={`/case-documents/edit/${record.id}`}>Edit</LinkButton>
            </header>
            <dl className="case-details-facts">
              <dt>Student</dt>
              <dd>{record.student ? `${record.student.firstName} ${record.student.lastName}` : '—'}</dd>
              <dt>Template</dt>
              <dd>{record.template?.name ?? '—'}</dd>
              <dt>Opened</dt>
              <dd>{toUsDate(record.openedOn) ?? record.openedOn}</dd>
            </dl>
            <Card className="case-details-content">
              <h3>Content</h3>
              {record.content ? <p>{record.content}</p> : <p className="bp6-text-muted">Nothing written yet.</p>}
            </Card>
          </>
        )}
      </Loaded>
    </div>
  );
}
