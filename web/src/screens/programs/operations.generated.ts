// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ProgramFields = graphql(`
  fragment ProgramFields on Program {
    id
    name
    domain
    description
    masteryCriteria
    status
  }
`);

export const programCommonDocuments = {
  list: graphql(`
    query ProgramList($page: PageInput, $filter: ProgramFilter) {
      page: programs(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ProgramFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedProgramList($page: PageInput) {
      page: deletedPrograms(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ProgramFields }
      }
    }
  `),
  one: graphql(`
    query ProgramRecord($id: ID!) {
      record: program(id: $id) { ...ProgramFields }
    }
  `),
  create: graphql(`
    mutation CreateProgram($input: ProgramInput!) {
      saved: createProgram(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateProgram($id: ID!, $input: ProgramInput!) {
      saved: updateProgram(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteProgram($id: ID!, $redirectTo: String) {
      result: deleteProgram(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreProgram($ids: [ID!]!) {
      result: restoreProgram(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeProgram($ids: [ID!]!) {
      result: permanentlyDeleteProgram(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportProgramList($page: PageInput, $filter: ProgramFilter) {
      download: exportPrograms(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportProgramFile($file: Upload!) {
      summary: importPrograms(file: $file) { imported rejected errors { row message } }
    }
  `),
};
