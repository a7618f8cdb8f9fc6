import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { targetAccuracyDocuments } from './operations.generated';

export const TargetAccuracyFields = graphql(`
  fragment TargetAccuracyFields on TargetAccuracy {
    id
    name
    percentage
    consecutiveSessions
    description
    status
  }
`);
