import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
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

export const diagnosisDocuments = diagnosisCommonDocuments;
