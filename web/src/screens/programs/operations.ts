import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { programCommonDocuments } from './operations.generated';

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

export const programDocuments = {
  ...programCommonDocuments,
  exportList: graphql(`
    mutation ExportProgramList($page: PageInput, $filter: ProgramFilter) {
      download: exportPrograms(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportProgramFile($file: Upload!) {
      summary: importPrograms(file: $file) {
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
