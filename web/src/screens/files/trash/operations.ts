// The trash: deleted folders and files with when and by whom, restored or removed for good by id (the API takes
// both kinds in one call; each list sends its own).
import { graphql } from '../../../gql';

export const TrashedFolderFields = graphql(`
  fragment TrashedFolderFields on Folder {
    id
    name
    path {
      id
      name
    }
    filesCount
    childrenCount
    deletedAt
    deletedBy
  }
`);

export const TrashedFileFields = graphql(`
  fragment TrashedFileFields on StoredFile {
    id
    name
    path {
      id
      name
    }
    size
    deletedAt
    deletedBy
  }
`);

export const DeletedFoldersQuery = graphql(`
  query DeletedFolders($page: PageInput) {
    page: deletedFolders(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...TrashedFolderFields
      }
    }
  }
`);

export const DeletedFilesQuery = graphql(`
  query DeletedFiles($page: PageInput) {
    page: deletedFiles(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...TrashedFileFields
      }
    }
  }
`);

export const RestoreFoldersMutation = graphql(`
  mutation RestoreFolders($ids: [ID!]!) {
    result: restoreFolderItems(input: { folderIds: $ids }) {
      ok
      message
    }
  }
`);

export const RestoreFilesMutation = graphql(`
  mutation RestoreFiles($ids: [ID!]!) {
    result: restoreFolderItems(input: { fileIds: $ids }) {
      ok
      message
    }
  }
`);

export const PurgeFoldersMutation = graphql(`
  mutation PurgeFolders($ids: [ID!]!) {
    result: permanentlyDeleteFolderItems(input: { folderIds: $ids }) {
      ok
      message
    }
  }
`);

export const PurgeFilesMutation = graphql(`
  mutation PurgeFiles($ids: [ID!]!) {
    result: permanentlyDeleteFolderItems(input: { fileIds: $ids }) {
      ok
      message
    }
  }
`);
