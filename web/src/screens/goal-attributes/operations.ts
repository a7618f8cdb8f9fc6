import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { goalAttributeDocuments } from './operations.generated';

export const GoalAttributeFields = graphql(`
  fragment GoalAttributeFields on GoalAttribute {
    id
    name
    fieldType
    options
    required
    description
    status
  }
`);
