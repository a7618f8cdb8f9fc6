// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const BcbaTaskFields = graphql(`
  fragment BcbaTaskFields on BcbaTask {
    id
    code
    name
    category
    description
    status
  }
`);

export const bcbaTaskCommonDocuments = {
  list: graphql(`
    query BcbaTaskList($page: PageInput, $filter: BcbaTaskFilter) {
      page: bcbaTasks(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...BcbaTaskFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedBcbaTaskList($page: PageInput) {
      page: deletedBcbaTasks(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...BcbaTaskFields }
      }
    }
  `),
  one: graphql(`
    query BcbaTaskRecord($id: ID!) {
      record: bcbaTask(id: $id) { ...BcbaTaskFields }
    }
  `),
  create: graphql(`
    mutation CreateBcbaTask($input: BcbaTaskInput!) {
      saved: createBcbaTask(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateBcbaTask($id: ID!, $input: BcbaTaskInput!) {
      saved: updateBcbaTask(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteBcbaTask($id: ID!, $redirectTo: String) {
      result: deleteBcbaTask(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreBcbaTask($ids: [ID!]!) {
      result: restoreBcbaTask(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeBcbaTask($ids: [ID!]!) {
      result: permanentlyDeleteBcbaTask(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportBcbaTaskList($page: PageInput, $filter: BcbaTaskFilter) {
      download: exportBcbaTasks(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportBcbaTaskFile($file: Upload!) {
      summary: importBcbaTasks(file: $file) { imported rejected errors { row message } }
    }
  `),
};
