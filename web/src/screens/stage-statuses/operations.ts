import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { stageStatusDocuments } from './operations.generated';

export const StageOptions = graphql(`
  query StageOptions {
    options: allStageStatusMasters {
      id
      name
    }
  }
`);
