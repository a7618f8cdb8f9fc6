// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const DocumentLabelSettingFields = graphql(`
  fragment DocumentLabelSettingFields on DocumentLabelSetting {
    id
    label
    staffTitleId
    staffTitle
    required
    expiresAfterDays
    status
  }
`);

export const labelSettingCommonDocuments = {
  list: graphql(`
    query DocumentLabelSettingList($page: PageInput, $filter: DocumentLabelSettingFilter) {
      page: documentLabelSettings(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...DocumentLabelSettingFields }
      }
    }
  `),
  one: graphql(`
    query DocumentLabelSettingRecord($id: ID!) {
      record: documentLabelSetting(id: $id) { ...DocumentLabelSettingFields }
    }
  `),
  create: graphql(`
    mutation CreateDocumentLabelSetting($input: DocumentLabelSettingInput!) {
      saved: createDocumentLabelSetting(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateDocumentLabelSetting($id: ID!, $input: DocumentLabelSettingInput!) {
      saved: updateDocumentLabelSetting(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteDocumentLabelSetting($id: ID!, $redirectTo: String) {
      result: deleteDocumentLabelSetting(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportDocumentLabelSettingList($page: PageInput, $filter: DocumentLabelSettingFilter) {
      download: exportDocumentLabelSettings(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportDocumentLabelSettingFile($file: Upload!) {
      summary: importDocumentLabelSettings(file: $file) { imported rejected errors { row message } }
    }
  `),
};
