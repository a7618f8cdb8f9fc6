// The file manager's documents: the folder and file fragments, the folder's contents and the tree's children, the
// writes of the manager (create, rename, move, copy, delete, upload, share, download) and the trash. The plain lists
// alias their root fields to the kit's shapes (`page`, `record`, `saved`, `result`, `download`).
import { graphql } from '../../gql';

export const FolderFields = graphql(`
  fragment FolderFields on Folder {
    id
    name
    parentId
    path {
      id
      name
    }
    childrenCount
    filesCount
    size
    studentId
    studentName
    createdBy
    createdAt
    updatedAt
  }
`);

export const StoredFileFields = graphql(`
  fragment StoredFileFields on StoredFile {
    id
    name
    folderId
    path {
      id
      name
    }
    size
    mimeType
    url
    previewable
    studentId
    studentName
    funderName
    staffName
    startDateOfAuth
    endDateOfAuth
    createdBy
    createdAt
    updatedAt
  }
`);

export const FolderContentsQuery = graphql(`
  query FolderContents($folderId: ID) {
    contents: folderItems(folderId: $folderId) {
      folder {
        ...FolderFields
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

/** A tree node's children, asked for when it is opened. */
export const FolderChildrenQuery = graphql(`
  query FolderChildren($parentId: ID) {
    page: folders(filter: { parentId: $parentId }, page: { perPage: 500, sortField: "name", sortBy: ASC }) {
      nodes {
        id
        name
        parentId
        childrenCount
        path {
          id
          name
        }
      }
    }
  }
`);

/** Every folder, for the folder picker. */
export const AllFoldersQuery = graphql(`
  query AllFolders {
    folders: allFolders {
      id
      name
      parentId
      childrenCount
      path {
        id
        name
      }
    }
  }
`);

export const CreateFolderMutation = graphql(`
  mutation CreateFolder($input: FolderInput!) {
    saved: createFolder(input: $input) {
      id
    }
  }
`);

export const RenameFolderMutation = graphql(`
  mutation RenameFolder($id: ID!, $name: String!) {
    saved: updateFolder(id: $id, input: { name: $name }) {
      id
      name
    }
  }
`);

export const RenameFileMutation = graphql(`
  mutation RenameFile($id: ID!, $name: String!) {
    saved: updateFile(id: $id, input: { name: $name }) {
      id
      name
    }
  }
`);

export const MoveItemsMutation = graphql(`
  mutation MoveFolderItems($folderIds: [ID!], $fileIds: [ID!], $targetFolderId: ID) {
    moved: moveFolderItems(input: { folderIds: $folderIds, fileIds: $fileIds }, targetFolderId: $targetFolderId) {
      folders {
        id
      }
      files {
        id
      }
    }
  }
`);

export const CopyItemsMutation = graphql(`
  mutation CopyFolderItems($folderIds: [ID!], $fileIds: [ID!], $targetFolderId: ID) {
    copied: copyFolderItems(input: { folderIds: $folderIds, fileIds: $fileIds }, targetFolderId: $targetFolderId) {
      folders {
        id
      }
      files {
        id
      }
    }
  }
`);

export const DeleteFoldersMutation = graphql(`
  mutation DeleteFolders($ids: [ID!]!) {
    result: deleteFolders(ids: $ids) {
      ok
      message
    }
  }
`);

export const DeleteFilesMutation = graphql(`
  mutation DeleteFiles($ids: [ID!]!) {
    result: deleteFiles(ids: $ids) {
      ok
      message
    }
  }
`);

export const UploadFilesMutation = graphql(`
  mutation UploadFolderFiles($files: [Upload!]!, $folderId: ID) {
    uploaded: uploadFiles(files: $files, folderId: $folderId) {
      id
      name
    }
  }
`);

export const DownloadZipMutation = graphql(`
  mutation DownloadZippedFolders($folderIds: [ID!]!, $fileIds: [ID!]) {
    download: downloadZippedFolders(folderIds: $folderIds, fileIds: $fileIds) {
      url
      fileName
    }
  }
`);

export const DownloadFilesMutation = graphql(`
  mutation DownloadFiles($fileIds: [ID!]!) {
    download: downloadFiles(fileIds: $fileIds) {
      url
      fileName
    }
  }
`);
