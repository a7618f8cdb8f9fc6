import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { skillAreaCommonDocuments } from './operations.generated';

export const SkillAreaFields = graphql(`
  fragment SkillAreaFields on SkillArea {
    id
    name
    code
    description
    status
  }
`);

export const skillAreaDocuments = skillAreaCommonDocuments;
