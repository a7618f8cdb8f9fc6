// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const DiagnosisFields = graphql(`
  fragment DiagnosisFields on Diagnosis {
    id
    code
    description
    category
    status
  }
`);

export const diagnosisCommonDocuments = {
  list: graphql(`
    query DiagnosisList($page: PageInput, $filter: DiagnosisFilter) {
      page: diagnoses(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...DiagnosisFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedDiagnosisList($page: PageInput) {
      page: deletedDiagnoses(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...DiagnosisFields }
      }
    }
  `),
  one: graphql(`
    query DiagnosisRecord($id: ID!) {
      record: diagnosis(id: $id) { ...DiagnosisFields }
    }
  `),
  create: graphql(`
    mutation CreateDiagnosis($input: DiagnosisInput!) {
      saved: createDiagnosis(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateDiagnosis($id: ID!, $input: DiagnosisInput!) {
      saved: updateDiagnosis(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteDiagnosis($id: ID!, $redirectTo: String) {
      result: deleteDiagnosis(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreDiagnosis($ids: [ID!]!) {
      result: restoreDiagnosis(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeDiagnosis($ids: [ID!]!) {
      result: permanentlyDeleteDiagnosis(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportDiagnosisList($page: PageInput, $filter: DiagnosisFilter) {
      download: exportDiagnoses(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportDiagnosisFile($file: Upload!) {
      summary: importDiagnoses(file: $file) { imported rejected errors { row message } }
    }
  `),
};
