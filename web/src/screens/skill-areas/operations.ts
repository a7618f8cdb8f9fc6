import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
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

export const skillAreaDocuments = {
  ...skillAreaCommonDocuments,
  exportList: graphql(`
    mutation ExportSkillAreaList($page: PageInput, $filter: SkillAreaFilter) {
      download: exportSkillAreas(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportSkillAreaFile($file: Upload!) {
      summary: importSkillAreas(file: $file) {
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
