import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { serviceCommonDocuments } from './operations.generated';

export const ServiceFields = graphql(`
  fragment ServiceFields on Service {
    id
    name
    serviceLineId
    description
    unitMinutes
    status
    serviceLine {
      id
      name
      code
    }
  }
`);

export const serviceDocuments = {
  ...serviceCommonDocuments,
  exportList: graphql(`
    mutation ExportServiceList($page: PageInput, $filter: ServiceFilter) {
      download: exportServices(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportServiceFile($file: Upload!) {
      summary: importServices(file: $file) {
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

export const ServiceLineChoices = graphql(`
  query ServiceLineChoices {
    options: allServiceLines {
      id
      name
      code
    }
  }
`);
