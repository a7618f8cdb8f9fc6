import { graphql } from '../../../gql';
// The common documents are written from documents.ts by `npm run codegen`.
export { funderContactDocuments } from './operations.generated';

export const FunderContactFields = graphql(`
  fragment FunderContactFields on FunderContact {
    id
    funderId
    name
    title
    email
    phone
    extension
    notes
    status
    funder {
      id
      name
    }
  }
`);
