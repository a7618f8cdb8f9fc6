// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const ProgramTargetTypeFields = graphql(`
  fragment ProgramTargetTypeFields on ProgramTargetType {
    id
    name
    recordingMethod
    description
    status
  }
`);

export const programTargetTypeDocuments = {
  list: graphql(`
    query ProgramTargetTypeList($page: PageInput, $filter: ProgramTargetTypeFilter) {
      page: programTargetTypes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ProgramTargetTypeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedProgramTargetTypeList($page: PageInput) {
      page: deletedProgramTargetTypes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ProgramTargetTypeFields }
      }
    }
  `),
  one: graphql(`
    query ProgramTargetTypeRecord($id: ID!) {
      record: programTargetType(id: $id) { ...ProgramTargetTypeFields }
    }
  `),
  create: graphql(`
    mutation CreateProgramTargetType($input: ProgramTargetTypeInput!) {
      saved: createProgramTargetType(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateProgramTargetType($id: ID!, $input: ProgramTargetTypeInput!) {
      saved: updateProgramTargetType(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteProgramTargetType($id: ID!, $redirectTo: String) {
      result: deleteProgramTargetType(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreProgramTargetType($ids: [ID!]!) {
      result: restoreProgramTargetType(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeProgramTargetType($ids: [ID!]!) {
      result: permanentlyDeleteProgramTargetType(ids: $ids) { ok message }
    }
  `),
};
