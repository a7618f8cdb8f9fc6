import { graphql } from '../../gql';

export const NoteHelperSubCategoryFields = graphql(`
  fragment NoteHelperSubCategoryFields on NoteHelperSubCategory {
    id
    categoryId
    name
    description
    status
  }
`);

export const noteHelperSubCategoryDocuments = {
  list: graphql(`
    query NoteHelperSubCategoryList($page: PageInput, $filter: NoteHelperSubCategoryFilter) {
      page: noteHelperSubCategories(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...NoteHelperSubCategoryFields
        }
      }
    }
  `),
  one: graphql(`
    query NoteHelperSubCategoryRecord($id: ID!) {
      record: noteHelperSubCategory(id: $id) {
        ...NoteHelperSubCategoryFields
      }
    }
  `),
  create: graphql(`
    mutation CreateNoteHelperSubCategory($input: NoteHelperSubCategoryInput!) {
      saved: createNoteHelperSubCategory(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateNoteHelperSubCategory($id: ID!, $input: NoteHelperSubCategoryInput!) {
      saved: updateNoteHelperSubCategory(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteNoteHelperSubCategory($id: ID!, $redirectTo: String) {
      result: deleteNoteHelperSubCategory(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};
