import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { bcbaTaskCommonDocuments } from './operations.generated';

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

export const bcbaTaskDocuments = {
  ...bcbaTaskCommonDocuments,
  exportList: graphql(`
    mutation ExportBcbaTaskList($page: PageInput, $filter: BcbaTaskFilter) {
      download: exportBcbaTasks(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportBcbaTaskFile($file: Upload!) {
      summary: importBcbaTasks(file: $file) {
        imported
        rejected
        errors {
          row
          message
        }
      }
    }
  `),
};
