// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const NoteHelperCategoryFields = graphql(`
  fragment NoteHelperCategoryFields on NoteHelperCategory {
    id
    name
    description
    sortOrder
    status
  }
`);

export const noteHelperCategoryDocuments = {
  list: graphql(`
    query NoteHelperCategoryList($page: PageInput, $filter: NoteHelperCategoryFilter) {
      page: noteHelperCategories(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...NoteHelperCategoryFields }
      }
    }
  `),
  one: graphql(`
    query NoteHelperCategoryRecord($id: ID!) {
      record: noteHelperCategory(id: $id) { ...NoteHelperCategoryFields }
    }
  `),
  create: graphql(`
    mutation CreateNoteHelperCategory($input: NoteHelperCategoryInput!) {
      saved: createNoteHelperCategory(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateNoteHelperCategory($id: ID!, $input: NoteHelperCategoryInput!) {
      saved: updateNoteHelperCategory(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteNoteHelperCategory($id: ID!, $redirectTo: String) {
      result: deleteNoteHelperCategory(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
