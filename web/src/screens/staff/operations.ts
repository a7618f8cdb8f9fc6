import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { staffMemberDocuments } from './operations.generated';

export const ExportStaffMutation = graphql(`
  mutation ExportStaff($page: PageInput, $filter: StaffMemberFilter) {
    download: exportStaff(page: $page, filter: $filter) {
      url
      fileName
    }
  }
`);

export const ImportStaffMutation = graphql(`
  mutation ImportStaff($file: Upload!) {
    summary: importStaff(file: $file) {
      imported
      rejected
      errors {
        row
        message
      }
    }
  }
`);

export const StaffTitleOptionsQuery = graphql(`
  query StaffTitleOptions {
    options: staffTitles(page: { perPage: 500, sortField: "name", sortBy: ASC }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const StaffServiceLineOptionsQuery = graphql(`
  query StaffServiceLineOptions {
    options: allServiceLines {
      id
      name
    }
  }
`);

export const StaffFunderOptionsQuery = graphql(`
  query StaffFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);
