import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { stageStatusMasterDocuments } from './operations.generated';

export const StageStatusMasterFields = graphql(`
  fragment StageStatusMasterFields on StageStatusMaster {
    id
    name
    pipeline
    description
    sortOrder
    status
  }
`);
