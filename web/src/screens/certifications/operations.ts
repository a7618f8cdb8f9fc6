import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { certificationCommonDocuments } from './operations.generated';

export const CertificationFields = graphql(`
  fragment CertificationFields on Certification {
    id
    name
    abbreviation
    issuingBody
    validityMonths
    description
    status
  }
`);

export const certificationDocuments = {
  ...certificationCommonDocuments,
  exportList: graphql(`
    mutation ExportCertificationList($page: PageInput, $filter: CertificationFilter) {
      download: exportCertifications(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportCertificationFile($file: Upload!) {
      summary: importCertifications(file: $file) {
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
