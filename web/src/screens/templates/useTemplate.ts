// The template a page's address names (:template_id).
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { documentTemplateDocuments } from './operations';

export function useTemplate() {
  const { template_id: templateId = '' } = useParams();
  const query = useQuery(documentTemplateDocuments.one, { variables: { id: templateId }, skip: !templateId });
  return { templateId, query, template: query.data?.record };
}
