import { graphql } from '../../gql';
// The label settings' common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { labelSettingCommonDocuments } from './operations.generated';

export const labelSettingDocuments = labelSettingCommonDocuments;

export const LabelSettingTitleOptions = graphql(`
  query LabelSettingTitleOptions {
    options: staffTitles(page: { perPage: 500, sortField: "name", sortBy: ASC }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const StaffFileFields = graphql(`
  fragment StaffFileFields on StaffFile {
    id
    staffId
    labelId
    label
    name
    fileName
    mimeType
    size
    expiresOn
    url
    uploadedBy
    createdAt
  }
`);

export const StaffDocumentsQuery = graphql(`
  query StaffDocuments($staffId: ID!) {
    documents: staffDocuments(staffId: $staffId) {
      staffId
      staffName
      staffTitle
      pendingFileCount
      requirements {
        labelId
        label
        required
        expiresAfterDays
        state
        file {
          ...StaffFileFields
        }
      }
      files {
        ...StaffFileFields
      }
    }
  }
`);

export const StaffFileQuery = graphql(`
  query StaffFileRecord($id: ID!) {
    file: staffFile(id: $id) {
      ...StaffFileFields
    }
  }
`);

export const UploadStaffFileMutation = graphql(`
  mutation UploadStaffFile($staffId: ID!, $labelId: ID, $name: String, $file: Upload!) {
    saved: uploadStaffFile(staffId: $staffId, labelId: $labelId, name: $name, file: $file) {
      id
      name
    }
  }
`);

export const ReplaceStaffFileMutation = graphql(`
  mutation ReplaceStaffFile($id: ID!, $name: String, $file: Upload!) {
    saved: updateStaffFile(id: $id, name: $name, file: $file) {
      id
      name
    }
  }
`);

export const DeleteStaffFileMutation = graphql(`
  mutation DeleteStaffFile($id: ID!) {
    result: deleteStaffFile(id: $id) {
      ok
      message
    }
  }
`);

export const DownloadStaffFilesMutation = graphql(`
  mutation DownloadStaffFiles($staffId: ID!) {
    download: downloadStaffFiles(staffId: $staffId) {
      url
      fileName
    }
  }
`);

export const SaveStaffFilesAsPdfMutation = graphql(`
  mutation SaveStaffFilesAsPdf($staffId: ID!) {
    download: saveStaffFilesAsPdf(staffId: $staffId) {
      url
      fileName
    }
  }
`);

export const SaveStaffFileAsPdfMutation = graphql(`
  mutation SaveStaffFileAsPdf($id: ID!) {
    download: saveStaffFileAsPdf(id: $id) {
      url
      fileName
    }
  }
`);

export const ExportStaffFilesMutation = graphql(`
  mutation ExportStaffFiles {
    download: exportStaffFiles {
      url
      fileName
    }
  }
`);
