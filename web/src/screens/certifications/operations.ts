import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
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

export const certificationDocuments = certificationCommonDocuments;
