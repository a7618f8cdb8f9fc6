import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { reinforcementDocuments } from './operations.generated';

export const ReinforcementFields = graphql(`
  fragment ReinforcementFields on Reinforcement {
    id
    name
    category
    description
    status
  }
`);
