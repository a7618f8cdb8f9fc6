// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const ProgramCategoryFields = graphql(`
  fragment ProgramCategoryFields on ProgramCategory {
    id
    name
    description
    sortOrder
    status
  }
`);

export const programCategoryDocuments = {
  list: graphql(`
    query ProgramCategoryList($page: PageInput, $filter: ProgramCategoryFilter) {
      page: programCategories(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ProgramCategoryFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedProgramCategoryList($page: PageInput) {
      page: deletedProgramCategories(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ProgramCategoryFields }
      }
    }
  `),
  one: graphql(`
    query ProgramCategoryRecord($id: ID!) {
      record: programCategory(id: $id) { ...ProgramCategoryFields }
    }
  `),
  create: graphql(`
    mutation CreateProgramCategory($input: ProgramCategoryInput!) {
      saved: createProgramCategory(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateProgramCategory($id: ID!, $input: ProgramCategoryInput!) {
      saved: updateProgramCategory(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteProgramCategory($id: ID!, $redirectTo: String) {
      result: deleteProgramCategory(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreProgramCategory($ids: [ID!]!) {
      result: restoreProgramCategory(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeProgramCategory($ids: [ID!]!) {
      result: permanentlyDeleteProgramCategory(ids: $ids) { ok message }
    }
  `),
};
