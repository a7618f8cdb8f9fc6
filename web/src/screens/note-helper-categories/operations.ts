import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { noteHelperCategoryDocuments } from './operations.generated';

export const NoteHelperCategoryFields = graphql(`
  fragment NoteHelperCategoryFields on NoteHelperCategory {
    id
    name
    description
    sortOrder
    status
  }
`);
