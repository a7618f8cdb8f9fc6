import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { sessionTemplateDocuments } from './operations.generated';

export const SessionTemplateFields = graphql(`
  fragment SessionTemplateFields on SessionTemplate {
    id
    name
    description
    sourceType
    hcodes
    guardianSignatureRequired
    status
    verificationStatus
    updatedAt
  }
`);
