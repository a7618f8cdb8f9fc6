import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { behaviorCategoryDocuments } from './operations.generated';

export const BehaviorCategoryFields = graphql(`
  fragment BehaviorCategoryFields on BehaviorCategory {
    id
    name
    behaviorType
    measurement
    definition
    status
  }
`);
