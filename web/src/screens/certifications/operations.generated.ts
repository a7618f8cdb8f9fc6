// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

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

export const certificationCommonDocuments = {
  list: graphql(`
    query CertificationList($page: PageInput, $filter: CertificationFilter) {
      page: certifications(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...CertificationFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedCertificationList($page: PageInput) {
      page: deletedCertifications(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...CertificationFields }
      }
    }
  `),
  one: graphql(`
    query CertificationRecord($id: ID!) {
      record: certification(id: $id) { ...CertificationFields }
    }
  `),
  create: graphql(`
    mutation CreateCertification($input: CertificationInput!) {
      saved: createCertification(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateCertification($id: ID!, $input: CertificationInput!) {
      saved: updateCertification(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteCertification($id: ID!, $redirectTo: String) {
      result: deleteCertification(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreCertification($ids: [ID!]!) {
      result: restoreCertification(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeCertification($ids: [ID!]!) {
      result: permanentlyDeleteCertification(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportCertificationList($page: PageInput, $filter: CertificationFilter) {
      download: exportCertifications(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportCertificationFile($file: Upload!) {
      summary: importCertifications(file: $file) { imported rejected errors { row message } }
    }
  `),
};
