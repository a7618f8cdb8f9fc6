// The plain pages of folders and files (list, add, edit, view, deleted) over the same calls as the file manager,
// aliased to the kit's shapes.
import { graphql } from '../../../gql';

export const FolderListQuery = graphql(`
  query FolderList($page: PageInput, $filter: FolderFilter) {
    page: folders(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...FolderFields
      }
    }
  }
`);

export const FolderRecordQuery = graphql(`
  query FolderRecord($id: ID!) {
    record: folderDetails(id: $id) {
      ...FolderFields
    }
  }
`);

export const UpdateFolderMutation = graphql(`
  mutation UpdateFolder($id: ID!, $input: FolderUpdateInput!) {
    saved: updateFolder(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteFolderMutation = graphql(`
  mutation DeleteFolder($id: ID!) {
    result: deleteFolder(id: $id) {
      ok
      message
    }
  }
`);

export const FolderDataQuery = graphql(`
  query FolderData($id: ID!) {
    data: folderData(id: $id) {
      folder {
        ...FolderFields
        sharedWith {
          staffName
          expiresOn
        }
      }
      folders {
        ...FolderFields
      }
      files {
        ...StoredFileFields
      }
    }
  }
`);

export const FileListQuery = graphql(`
  query StoredFileList($page: PageInput, $filter: StoredFileFilter) {
    page: files(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...StoredFileFields
      }
    }
  }
`);

export const FileRecordQuery = graphql(`
  query StoredFileRecord($id: ID!) {
    record: fileDetails(id: $id) {
      ...StoredFileFields
      studentId
      funderId
      staffId
    }
  }
`);

export const UpdateFileMutation = graphql(`
  mutation UpdateStoredFile($id: ID!, $input: StoredFileUpdateInput!) {
    saved: updateFile(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteFileMutation = graphql(`
  mutation DeleteStoredFile($id: ID!) {
    result: deleteFile(id: $id) {
      ok
      message
    }
  }
`);

/** Folders as choices, each named by its path, for the add pages. */
export const FolderOptions = graphql(`
  query FolderOptions {
    options: folderChoices {
      id
      name
      path {
        name
      }
    }
  }
`);

export const FolderStudentOptions = graphql(`
  query FolderStudentOptions {
    options: allStudents {
      id
      firstName
      lastName
    }
  }
`);

/** Staff members as choices (the file list's filter, the file's owner, a share), 100 a page as the staff dropdown. */
export const FileStaffOptions = graphql(`
  query FileStaffOptions {
    options: allStaffs(page: { perPage: 100, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);
