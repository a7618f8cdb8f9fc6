import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { sessionTemplateTypeDocuments } from './operations.generated';

export const SessionTemplateTypeFields = graphql(`
  fragment SessionTemplateTypeFields on SessionTemplateType {
    id
    name
    description
    status
  }
`);
