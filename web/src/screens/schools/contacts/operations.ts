import { graphql } from '../../../gql';
// The common documents are written from documents.ts by `npm run codegen`.
export { schoolContactDocuments } from './operations.generated';

export const SchoolContactFields = graphql(`
  fragment SchoolContactFields on SchoolContact {
    id
    schoolId
    name
    title
    email
    phone
    status
  }
`);
