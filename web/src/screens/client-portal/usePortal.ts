// The portal a link's token opens. Whatever went wrong with a token (wrong, tampered, expired, another family's),
// the family is told the same one thing.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ClientPortalDocumentQuery, ClientPortalQuery } from './operations';

export const invalidLinkMessage = 'This link is not valid or has expired.';

export function usePortal() {
  const { token = '' } = useParams();
  const query = useQuery(ClientPortalQuery, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  return { token, query, portal: query.data?.portal };
}

export function usePortalDocument() {
  const { token = '', document_id: id = '' } = useParams();
  const query = useQuery(ClientPortalDocumentQuery, { variables: { token, id }, skip: !token || !id, fetchPolicy: 'network-only' });
  return { token, id, query, document: query.data?.document };
}
