// The file manager's folders through GraphQL, as an office administrator uses them: a tree made, renamed, moved and
// copied; names and moves that are refused with their reasons; the trash (bulk delete, restore to where it was or
// to the top, delete for good only from the trash); sharing with staff until an expiry; and the file list's
// authorization-date filter, whose dates are dropped before the API sees them unless they are real calendar dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs } from '../../dates/clock.js';
import { startStack, type Stack } from '../../test/stack.js';

const FOLDER = 'id name parentId path { id name } childrenCount filesCount size createdBy deletedAt deletedBy';
const CONTENTS = `folder { ${FOLDER} } folders { ${FOLDER} } files { id name folderId }`;

interface Folder {
  id: string;
  name: string;
  parentId: string | null;
  path: { id: string; name: string }[];
  childrenCount: number;
  filesCount: number;
  size: number;
  createdBy: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}
interface Contents {
  folder: Folder | null;
  folders: Folder[];
  files: { id: string; name: string; folderId: string | null }[];
}

let stack: Stack;
let office: string;
let therapist: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterAll(() => stack.stop());

const ok = <T>(query: string, variables: Record<string, unknown> = {}, token = office) => stack.data<T>(query, variables, token);

async function refused(query: string, variables: Record<string, unknown>, token = office) {
  const answer = await stack.gql(query, variables, token);
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return answer.errors![0]!;
}

const CREATE = `mutation($input: FolderInput!) { createFolder(input: $input) { ${FOLDER} } }`;
const CONTENTS_OF = `query($folderId: ID) { folderItems(folderId: $folderId) { ${CONTENTS} } }`;
const MOVE = `mutation($input: FolderItemsInput!, $target: ID) { moveFolderItems(input: $input, targetFolderId: $target) { ${CONTENTS} } }`;
const COPY = `mutation($input: FolderItemsInput!, $target: ID) { copyFolderItems(input: $input, targetFolderId: $target) { ${CONTENTS} } }`;
const RESTORE = 'mutation($input: FolderItemsInput!) { restoreFolderItems(input: $input) { ok message } }';
const PURGE = 'mutation($input: FolderItemsInput!) { permanentlyDeleteFolderItems(input: $input) { ok message } }';

async function createFolder(name: string, parentId: string | null = null): Promise<Folder> {
  return (await ok<{ createFolder: Folder }>(CREATE, { input: { name, parentId } })).createFolder;
}

async function contentsOf(folderId: string | null): Promise<Contents> {
  return (await ok<{ folderItems: Contents }>(CONTENTS_OF, { folderId })).folderItems;
}

describe('a folder tree', () => {
  it('is made, listed with its path and counts, renamed and moved', async () => {
    const clinic = await createFolder('Clinic Ops');
    const forms = await createFolder('Forms', clinic.id);
    const intake = await createFolder('Intake forms', forms.id);
    expect(intake.path.map((crumb) => crumb.name)).toEqual(['Clinic Ops', 'Forms']);
    expect(intake.createdBy).toBe('Dana Whitfield');

    const parents = await ok<{ folderParents: { name: string }[] }>('query($id: ID!) { folderParents(folderId: $id) { id name } }', {
      id: intake.id,
    });
    expect(parents.folderParents.map((crumb) => crumb.name)).toEqual(['Clinic Ops', 'Forms', 'Intake forms']);

    const inside = await contentsOf(clinic.id);
    expect(inside.folder).toMatchObject({ name: 'Clinic Ops', childrenCount: 1 });
    expect(inside.folders.map((folder) => folder.name)).toEqual(['Forms']);

    const renamed = await ok<{ updateFolder: Folder }>(
      'mutation($id: ID!, $input: FolderUpdateInput!) { updateFolder(id: $id, input: $input) { id name } }',
      {
        id: forms.id,
        input: { name: 'Forms 2026' },
      },
    );
    expect(renamed.updateFolder.name).toBe('Forms 2026');

    // Intake forms up to the top, then back.
    const top = await ok<{ moveFolderItems: Contents }>(MOVE, { input: { folderIds: [intake.id] }, target: null });
    expect(top.moveFolderItems.folder).toBeNull();
    expect(top.moveFolderItems.folders.map((folder) => folder.name)).toContain('Intake forms');
    const back = await ok<{ moveFolderItems: Contents }>(MOVE, { input: { folderIds: [intake.id] }, target: forms.id });
    expect(back.moveFolderItems.folder?.name).toBe('Forms 2026');
    expect(back.moveFolderItems.folders.map((folder) => folder.name)).toEqual(['Intake forms']);

    const all = await ok<{ allFolders: Folder[] }>(`{ allFolders { ${FOLDER} } }`);
    expect(all.allFolders.find((folder) => folder.id === intake.id)?.path.map((crumb) => crumb.name)).toEqual(['Clinic Ops', 'Forms 2026']);
  });

  it('refuses names with "/", "..", control characters, empty, too long, or already used in the folder; nothing is made', async () => {
    const parent = await createFolder('Naming rules');
    await createFolder('Reports', parent.id);
    const cases: [string, string][] = [
      ['Reports/2026', 'The name must not contain "/" or "\\".'],
      ['..', 'The name must not contain "..".'],
      ['old..reports', 'The name must not contain "..".'],
      ['Tab\there', 'The name must not contain control characters.'],
      ['   ', 'The name field is required.'],
      ['x'.repeat(256), 'The name field must not be greater than 255 characters.'],
      ['reports', 'A folder named "reports" already exists in this folder.'],
    ];
    for (const [name, message] of cases) {
      const error = await refused(CREATE, { input: { name, parentId: parent.id } });
      expect(error.message).toBe(message);
      expect(error.extensions?.fieldErrors).toEqual({ name: [message] });
    }
    expect((await contentsOf(parent.id)).folders.map((folder) => folder.name)).toEqual(['Reports']);
  });

  it('refuses to move a folder into itself or its own descendant, with the reasons, and moves nothing', async () => {
    const outer = await createFolder('Outer');
    const middle = await createFolder('Middle', outer.id);
    const inner = await createFolder('Inner', middle.id);
    const intoChild = await refused(MOVE, { input: { folderIds: [outer.id] }, target: inner.id });
    expect(intoChild.message).toBe('The folder "Outer" cannot be moved into one of its own folders.');
    expect(intoChild.extensions?.conflicts).toEqual([
      {
        kind: 'into_descendant',
        message: 'The folder "Outer" cannot be moved into one of its own folders.',
        itemType: 'folder',
        itemId: Number(outer.id),
      },
    ]);
    const intoItself = await refused(MOVE, { input: { folderIds: [middle.id] }, target: middle.id });
    expect(intoItself.message).toBe('The folder "Middle" cannot be moved into itself.');
    expect(intoItself.extensions?.fieldErrors).toEqual({ targetFolderId: ['The folder "Middle" cannot be moved into itself.'] });
    // A name already used where it goes is refused too, not renamed.
    await createFolder('Inner');
    const clash = await refused(MOVE, { input: { folderIds: [inner.id] }, target: null });
    expect(clash.message).toBe('A folder named "Inner" already exists in this folder.');
    expect((await contentsOf(middle.id)).folders.map((folder) => folder.id)).toEqual([inner.id]);
    expect((await contentsOf(outer.id)).folders.map((folder) => folder.id)).toEqual([middle.id]);
  });

  it('copies a nested folder with everything inside it, under a free name', async () => {
    // Templates holds Intake and Treatment Plans, each with files (seeded).
    const templates = (await contentsOf(null)).folders.find((folder) => folder.name === 'Templates')!;
    const archive = await createFolder('Copies');
    const copied = await ok<{ copyFolderItems: Contents }>(COPY, { input: { folderIds: [templates.id] }, target: archive.id });
    const copy = copied.copyFolderItems.folders.find((folder) => folder.name === 'Templates')!;
    expect(copy.id).not.toBe(templates.id);

    const listing = async (folderId: string): Promise<string[]> => {
      const contents = await contentsOf(folderId);
      const below = await Promise.all(contents.folders.map(async (folder) => (await listing(folder.id)).map((name) => `${folder.name}/${name}`)));
      return [...contents.folders.map((folder) => `${folder.name}/`), ...contents.files.map((file) => file.name), ...below.flat()].sort();
    };
    const original = await listing(templates.id);
    expect(original.length).toBeGreaterThan(4);
    expect(await listing(copy.id)).toEqual(original);
    expect(copy.size).toBe(templates.size);

    // A second copy into the same folder gets a number; copying into its own folder is refused.
    const again = await ok<{ copyFolderItems: Contents }>(COPY, { input: { folderIds: [templates.id] }, target: archive.id });
    expect(again.copyFolderItems.folders.map((folder) => folder.name).sort()).toEqual(['Templates', 'Templates (2)']);
    const intake = (await contentsOf(templates.id)).folders[0]!;
    const error = await refused(COPY, { input: { folderIds: [templates.id] }, target: intake.id });
    expect(error.message).toBe('The folder "Templates" cannot be copied into itself or one of its own folders.');
  });
});

describe('the trash', () => {
  const DELETE_FOLDERS = 'mutation($ids: [ID!]!) { deleteFolders(ids: $ids) { ok message } }';
  const DELETED = `query { deletedFolders(page: { perPage: 100 }) { nodes { ${FOLDER} } } deletedFiles(page: { perPage: 100 }) { nodes { id name deletedAt deletedBy } } }`;

  it('deletes several folders, lists them with when and by whom, and restores them where they were', async () => {
    const parent = await createFolder('Trash run');
    const a = await createFolder('Alpha', parent.id);
    const b = await createFolder('Beta', parent.id);
    await createFolder('Inside alpha', a.id);
    const deleted = await ok<{ deleteFolders: { ok: boolean; message: string } }>(DELETE_FOLDERS, { ids: [a.id, b.id] });
    expect(deleted.deleteFolders).toEqual({ ok: true, message: '2 folders deleted successfully.' });
    expect((await contentsOf(parent.id)).folders).toEqual([]);

    const trash = await ok<{ deletedFolders: { nodes: Folder[] } }>(DELETED);
    const listed = trash.deletedFolders.nodes.filter((folder) => [a.id, b.id].includes(folder.id));
    expect(listed).toHaveLength(2);
    for (const folder of listed) {
      expect(folder.deletedBy).toBe('Dana Whitfield');
      expect(nowMs() - Date.parse(folder.deletedAt!)).toBeLessThan(60_000);
    }
    // A folder in the trash is out of sight, and so is what it holds.
    const hidden = await stack.gql(CONTENTS_OF, { folderId: a.id }, office);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    await ok(RESTORE, { input: { folderIds: [a.id, b.id] } });
    const back = await contentsOf(parent.id);
    expect(back.folders.map((folder) => folder.name)).toEqual(['Alpha', 'Beta']);
    expect(back.folders[0]).toMatchObject({ childrenCount: 1, deletedAt: null, deletedBy: null });
  });

  it('restores to the top when the folder it was in is gone', async () => {
    const parent = await createFolder('Gone soon');
    const child = await createFolder('Survivor', parent.id);
    await ok('mutation($id: ID!) { deleteFolder(id: $id) { ok } }', { id: child.id });
    await ok('mutation($id: ID!) { deleteFolder(id: $id) { ok } }', { id: parent.id });
    await ok(PURGE, { input: { folderIds: [parent.id] } });
    await ok(RESTORE, { input: { folderIds: [child.id] } });
    const top = await contentsOf(null);
    expect(top.folders.find((folder) => folder.id === child.id)).toMatchObject({ name: 'Survivor', parentId: null });
  });

  it('deletes for good only from the trash', async () => {
    const kept = await createFolder('Not in the trash');
    const error = await refused(PURGE, { input: { folderIds: [kept.id] } });
    expect(error.message).toBe('"Not in the trash" is not in the trash; only items in the trash can be deleted for good.');
    expect((await contentsOf(kept.id)).folder?.name).toBe('Not in the trash');

    await ok('mutation($id: ID!) { deleteFolder(id: $id) { ok } }', { id: kept.id });
    await ok(PURGE, { input: { folderIds: [kept.id] } });
    const trash = await ok<{ deletedFolders: { nodes: Folder[] } }>(DELETED);
    expect(trash.deletedFolders.nodes.map((folder) => folder.id)).not.toContain(kept.id);
  });

  it('deletes several files and restores them to the top when their folder is gone', async () => {
    const students = (await contentsOf(null)).folders.find((folder) => folder.name === 'Clients')!;
    const student = (await contentsOf(students.id)).folders[1]!;
    const assessments = (await contentsOf(student.id)).folders.find((folder) => folder.name === 'Assessments')!;
    const files = (await contentsOf(assessments.id)).files;
    expect(files.length).toBeGreaterThan(1);
    const ids = files.map((file) => file.id);
    await ok('mutation($ids: [ID!]!) { deleteFiles(ids: $ids) { ok } }', { ids });
    expect((await contentsOf(assessments.id)).files).toEqual([]);
    // The folder goes to the trash and is removed for good; its files, deleted on their own, stay in the trash.
    await ok('mutation($id: ID!) { deleteFolder(id: $id) { ok } }', { id: assessments.id });
    await ok(PURGE, { input: { folderIds: [assessments.id] } });
    const trash = await ok<{ deletedFiles: { nodes: { id: string }[] } }>(DELETED);
    expect(trash.deletedFiles.nodes.map((file) => file.id)).toEqual(expect.arrayContaining(ids));
    await ok(RESTORE, { input: { fileIds: ids } });
    const top = (await contentsOf(null)).files;
    expect(top.filter((file) => ids.includes(file.id)).map((file) => file.folderId)).toEqual(ids.map(() => null));
  });

  it('lists the seeded trash: a folder and a file with who deleted them', async () => {
    const trash = await ok<{ deletedFolders: { nodes: Folder[] }; deletedFiles: { nodes: { name: string; deletedBy: string }[] } }>(DELETED);
    expect(trash.deletedFolders.nodes.find((folder) => folder.name === 'Archive 2024')?.deletedBy).toBe('Dana Whitfield');
    expect(trash.deletedFiles.nodes.find((file) => file.name === 'Old fee schedule 2025.xlsx')?.deletedBy).toBeTruthy();
  });
});

describe('sharing', () => {
  const SHARE =
    'mutation($input: FolderItemsInput!, $staffIds: [ID!]!, $expiresOn: Date) { shareFolderItems(input: $input, staffIds: $staffIds, expiresOn: $expiresOn) { ok message } }';
  const SHARED = 'query { sharedFolders { nodes { id name sharedWith { staffName sharedBy expiresOn } } } sharedFiles { nodes { id name } } }';

  it('refuses a share with nobody', async () => {
    const folder = await createFolder('Share nobody');
    const error = await refused(SHARE, { input: { folderIds: [folder.id] }, staffIds: [] });
    expect(error.message).toBe('Select at least one staff member.');
    expect(error.extensions?.fieldErrors).toEqual({ staffIds: ['Select at least one staff member.'] });
  });

  it('shows what others shared with me until it expires', async () => {
    const before = await ok<{ sharedFolders: { nodes: { name: string }[] }; sharedFiles: { nodes: { name: string }[] } }>(SHARED, {}, therapist);
    // Seeded: Policies and the handbook are shared with the therapist; the training hours' share has lapsed.
    expect(before.sharedFolders.nodes.map((folder) => folder.name)).toContain('Policies');
    expect(before.sharedFiles.nodes.map((file) => file.name)).toEqual(['Parent Handbook 2026.pdf']);

    const folder = await createFolder('Caseload handover');
    const expiresOn = new Date(nowMs() + 7 * 86_400_000).toISOString().slice(0, 10);
    await ok(SHARE, { input: { folderIds: [folder.id] }, staffIds: ['3'], expiresOn });
    const after = await ok<{
      sharedFolders: { nodes: { name: string; sharedWith: { staffName: string; sharedBy: string; expiresOn: string }[] }[] };
    }>(SHARED, {}, therapist);
    const shared = after.sharedFolders.nodes.find((node) => node.name === 'Caseload handover');
    expect(shared?.sharedWith).toEqual([{ staffName: 'Jordan Ellis', sharedBy: 'Dana Whitfield', expiresOn }]);
    // The one who shared does not see it in their own shared list.
    const mine = await ok<{ sharedFolders: { nodes: { name: string }[] } }>(SHARED, {}, office);
    expect(mine.sharedFolders.nodes.map((node) => node.name)).not.toContain('Caseload handover');

    const error = await refused(SHARE, { input: { folderIds: [folder.id] }, staffIds: ['3'], expiresOn: '2020-01-01' });
    expect(error.message).toBe('The expiry date must be a real date, today or later.');
  });
});

describe("a student's dropbox and the details pages", () => {
  it("lists the students' folders, one student's items, a folder's data and a file's details", async () => {
    const dropbox = await ok<{ dropbox: { nodes: { id: string; name: string; studentId: string; studentName: string }[] } }>(
      '{ dropbox { nodes { id name studentId studentName } } }',
    );
    const first = dropbox.dropbox.nodes[0]!;
    expect(first.studentName).toBeTruthy();
    const items = await ok<{ dropboxItems: Contents }>(`query($s: ID!) { dropboxItems(studentId: $s) { ${CONTENTS} } }`, { s: first.studentId });
    expect(items.dropboxItems.folders.map((folder) => folder.id)).toEqual([first.id]);
    const inside = await ok<{ dropboxItems: Contents }>(`query($f: ID, $s: ID!) { dropboxItems(folderId: $f, studentId: $s) { ${CONTENTS} } }`, {
      f: first.id,
      s: first.studentId,
    });
    expect(inside.dropboxItems.folders.map((folder) => folder.name)).toEqual(['Assessments', 'Consents', 'Treatment Plans']);

    const data = await ok<{ folderData: Contents; folderDetails: Folder }>(
      `query($id: ID!) { folderData(id: $id) { ${CONTENTS} } folderDetails(id: $id) { ${FOLDER} } }`,
      { id: first.id },
    );
    expect(data.folderData.folder?.name).toBe(first.name);
    expect(data.folderDetails.filesCount).toBe(data.folderData.files.length);
    const file = data.folderData.files[0]!;
    const details = await ok<{ fileDetails: { name: string; studentName: string; funderName: string | null; path: { name: string }[] } }>(
      'query($id: ID!) { fileDetails(id: $id) { name studentName funderName path { name } } }',
      { id: file.id },
    );
    expect(details.fileDetails.path.map((crumb) => crumb.name)).toEqual(['Clients', first.name]);
    expect(details.fileDetails.studentName).toBe(first.studentName);

    const byFolder = await ok<{ filesByFolder: { nodes: { id: string }[] } }>('query($f: ID!) { filesByFolder(folderId: $f) { nodes { id } } }', {
      f: first.id,
    });
    expect(byFolder.filesByFolder.nodes.map((node) => node.id)).toEqual(data.folderData.files.map((node) => node.id));
    const found = await ok<{ searchFiles: { nodes: { name: string }[] } }>('{ searchFiles(search: "handbook") { nodes { name } } }');
    expect(found.searchFiles.nodes.map((node) => node.name)).toEqual(['Parent Handbook 2026.pdf']);
    const choices = await ok<{ folderChoices: { name: string; path: { name: string }[] }[] }>('{ folderChoices { name path { name } } }');
    const names = choices.folderChoices.map((choice) => [...choice.path.map((crumb) => crumb.name), choice.name].join('/'));
    expect(names.indexOf('Templates/Intake')).toBe(names.indexOf('Templates') + 1);
  });

  it('changes what a file belongs to, refusing an authorization that ends before it starts', async () => {
    const file = (await contentsOf(null)).files.find((item) => item.name === 'Welcome letter.pdf')!;
    const UPDATE = 'mutation($id: ID!, $input: StoredFileUpdateInput!) { updateFile(id: $id, input: $input) { name startDateOfAuth endDateOfAuth } }';
    const saved = await ok<{ updateFile: { name: string; startDateOfAuth: string } }>(UPDATE, {
      id: file.id,
      input: { name: 'Welcome letter 2027.pdf', startDateOfAuth: '2027-01-01', endDateOfAuth: '2027-06-30' },
    });
    expect(saved.updateFile).toMatchObject({ name: 'Welcome letter 2027.pdf', startDateOfAuth: '2027-01-01' });
    const error = await refused(UPDATE, { id: file.id, input: { endDateOfAuth: '2026-12-31' } });
    expect(error.message).toBe('The end date of auth must be a date after or equal to the start date of auth.');
    expect((await refused(UPDATE, { id: file.id, input: { name: 'a/b.pdf' } })).message).toBe('The name must not contain "/" or "\\".');
  });
});

describe('the file list', () => {
  const FILES =
    'query($page: PageInput, $filter: StoredFileFilter) { files(page: $page, filter: $filter) { pageInfo { total currentPage perPage } nodes { id name startDateOfAuth endDateOfAuth } } }';

  it('starts at page 1 with 50 a page', async () => {
    stack.standIn.calls.reset();
    const answer = await ok<{ files: { pageInfo: { total: number; currentPage: number; perPage: number }; nodes: unknown[] } }>(FILES, {});
    expect(answer.files.pageInfo).toMatchObject({ currentPage: 1, perPage: 50 });
    expect(answer.files.pageInfo.total).toBeGreaterThan(50);
    expect(answer.files.nodes).toHaveLength(50);
  });

  it('sends an authorization date only when it is a real calendar date (MM/DD/YYYY or YYYY-MM-DD), as YYYY-MM-DD', async () => {
    const sent = async (filter: Record<string, unknown>) => {
      stack.standIn.calls.reset();
      await ok(FILES, { filter });
      return stack.standIn.calls.last({ path: 'files' })!.query;
    };
    const dropped = await sent({ startDateOfAuth: '02/30/2026', endDateOfAuth: '2026-13-01' });
    expect(dropped).not.toHaveProperty('start_date_of_auth');
    expect(dropped).not.toHaveProperty('end_date_of_auth');
    expect(await sent({ startDateOfAuth: 'soon' })).not.toHaveProperty('start_date_of_auth');
    expect(await sent({ startDateOfAuth: '11/24/2026', endDateOfAuth: '2027-02-28' })).toMatchObject({
      start_date_of_auth: '2026-11-24',
      end_date_of_auth: '2027-02-28',
    });

    // A dropped date filters nothing: the same rows as no filter at all.
    const all = await ok<{ files: { pageInfo: { total: number } } }>(FILES, {});
    const withBad = await ok<{ files: { pageInfo: { total: number } } }>(FILES, { filter: { startDateOfAuth: '02/30/2026' } });
    expect(withBad.files.pageInfo.total).toBe(all.files.pageInfo.total);
    const withGood = await ok<{ files: { pageInfo: { total: number }; nodes: { endDateOfAuth: string | null }[] } }>(FILES, {
      filter: { startDateOfAuth: '11/24/2026' },
    });
    expect(withGood.files.pageInfo.total).toBeLessThan(all.files.pageInfo.total);
    for (const node of withGood.files.nodes) expect(node.endDateOfAuth! >= '2026-11-24').toBe(true);
  });
});
