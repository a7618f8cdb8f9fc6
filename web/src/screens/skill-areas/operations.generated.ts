// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const SkillAreaFields = graphql(`
  fragment SkillAreaFields on SkillArea {
    id
    name
    code
    description
    status
  }
`);

export const skillAreaCommonDocuments = {
  list: graphql(`
    query SkillAreaList($page: PageInput, $filter: SkillAreaFilter) {
      page: skillAreas(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SkillAreaFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSkillAreaList($page: PageInput) {
      page: deletedSkillAreas(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...SkillAreaFields }
      }
    }
  `),
  one: graphql(`
    query SkillAreaRecord($id: ID!) {
      record: skillArea(id: $id) { ...SkillAreaFields }
    }
  `),
  create: graphql(`
    mutation CreateSkillArea($input: SkillAreaInput!) {
      saved: createSkillArea(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSkillArea($id: ID!, $input: SkillAreaInput!) {
      saved: updateSkillArea(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSkillArea($id: ID!, $redirectTo: String) {
      result: deleteSkillArea(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSkillArea($ids: [ID!]!) {
      result: restoreSkillArea(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSkillArea($ids: [ID!]!) {
      result: permanentlyDeleteSkillArea(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportSkillAreaList($page: PageInput, $filter: SkillAreaFilter) {
      download: exportSkillAreas(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportSkillAreaFile($file: Upload!) {
      summary: importSkillAreas(file: $file) { imported rejected errors { row message } }
    }
  `),
};
