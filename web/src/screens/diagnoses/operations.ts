import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { diagnosisCommonDocuments } from './operations.generated';

export const DiagnosisFields = graphql(`
  fragment DiagnosisFields on Diagnosis {
    id
    code
    description
    category
    status
  }
`);

export const diagnosisDocuments = {
  ...diagnosisCommonDocuments,
  exportList: graphql(`
    mutation ExportDiagnosisList($page: PageInput, $filter: DiagnosisFilter) {
      download: exportDiagnoses(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportDiagnosisFile($file: Upload!) {
      summary: importDiagnoses(file: $file) {
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
