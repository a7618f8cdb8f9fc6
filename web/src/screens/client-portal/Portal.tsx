// /client-portal/:token: the documents shared with the family the link names, newest first, each with whether the
// family is asked to sign it and whether they have.
import { NonIdealState } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { Link } from 'react-router';
import { formatMonthFirst } from '../../dates/timestamps';
import { PortalFrame } from './PortalFrame';
import { usePortal } from './usePortal';

export function Portal() {
  const { token, query, portal } = usePortal();
  return (
    <PortalFrame loading={query.loading} error={query.error} ready={portal !== undefined} retry={() => void query.refetch()}>
      {portal && (
        <>
          <h1 className="portal-title">Documents for {portal.studentName}</h1>
          <p>
            Shared with {portal.familyName}. This link works until {formatMonthFirst(portal.expiresAt) ?? portal.expiresAt}.
          </p>
          {portal.documents.length === 0 ? (
            <NonIdealState
              icon="folder-open"
              title="Nothing shared with you yet"
              description="Documents the practice shares with you will appear here."
            />
          ) : (
            <ul className="portal-list">
              {portal.documents.map((document) => (
                <li key={document.id}>
                  <Link to={`/client-details-portal/${encodeURIComponent(token)}/${document.id}`}>{document.title}</Link>
                  <span className="portal-meta">
                    {document.kind} · shared {formatMonthFirst(document.sharedAt) ?? document.sharedAt}
                  </span>
                  {document.signatureRequired &&
                    (document.signed ? (
                      <Tag intent="success" icon="tick">
                        Signed
                      </Tag>
                    ) : (
                      <Tag intent="warning" icon="edit">
                        Please sign
                      </Tag>
                    ))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PortalFrame>
  );
}
