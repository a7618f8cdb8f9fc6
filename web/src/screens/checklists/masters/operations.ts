import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { checklistMasterDocuments } from './operations.generated';

export const ChecklistMasterFields = graphql(`
  fragment ChecklistMasterFields on ChecklistMaster {
    id
    name
    appliesTo
    description
    status
  }
`);
