// Module and menu setup and roles: the Super Admin builds a module, the name check answers as it is typed, a role
// takes the module's items, and editing the module carries through to the role. Reading the catalogue needs
// 'role-list'; changing it is the Super Admin's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let admin: string;
let office: string;
let therapist: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('Super Admin');
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterAll(() => stack.stop());

interface Module {
  id: string;
  label: string;
  menus: { subLabel: string; methods: string[] }[];
}
interface Item {
  id: string;
  label: string;
  subLabel: string;
  method: string;
}

const SAVE = 'mutation($i: PermissionModuleInput!) { r: savePermissionModule(input: $i) { id label menus { subLabel methods } } }';
const CHECK = 'query($name: String!, $updateId: ID) { r: permissionNameCheck(name: $name, updateId: $updateId) { name available message } }';

describe('reading the catalogue', () => {
  it('lists modules with their menus and methods, a module’s items and its methods', async () => {
    const answer = await stack.gql<{ permissionModules: Module[]; permissionList: Item[]; permissionMethods: string[] }>(
      '{ permissionModules { id label menus { subLabel methods } } permissionList(label: "School") { id label subLabel method } permissionMethods(label: "Auto Generate Session") }',
      {},
      office,
    );
    expect(answer.errors).toBeUndefined();
    const school = answer.data!.permissionModules.find((module) => module.label === 'School');
    expect(school?.menus).toEqual([{ subLabel: 'school-list', methods: ['List', 'Add', 'Edit', 'Delete'] }]);
    expect(answer.data!.permissionModules.some((module) => module.label === 'Organization List')).toBe(false);
    expect(answer.data!.permissionList.map((item) => `${item.subLabel}/${item.method}`)).toEqual([
      'school-list/List',
      'school-list/Add',
      'school-list/Edit',
      'school-list/Delete',
    ]);
    expect(answer.data!.permissionMethods).toContain('Generate Session Report');
  });

  it('is refused to a therapist', async () => {
    const answer = await stack.gql('{ permissionModules { id } }', {}, therapist);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('module setup (Super Admin)', () => {
  it('checks a name as it is typed', async () => {
    const taken = await stack.gql<{ r: { available: boolean; message: string } }>(CHECK, { name: 'school' }, admin);
    expect(taken.data?.r).toMatchObject({ available: false, message: 'The name has already been taken.' });
    const menuName = await stack.gql<{ r: { available: boolean } }>(CHECK, { name: 'hcodes-list' }, admin);
    expect(menuName.data?.r.available).toBe(false);
    const free = await stack.gql<{ r: { available: boolean } }>(CHECK, { name: 'Telehealth Rooms' }, admin);
    expect(free.data?.r.available).toBe(true);
    const modules = await stack.gql<{ permissionModules: Module[] }>('{ permissionModules { id label menus { subLabel methods } } }', {}, admin);
    const school = modules.data!.permissionModules.find((module) => module.label === 'School')!;
    const own = await stack.gql<{ r: { available: boolean } }>(CHECK, { name: 'School', updateId: school.id }, admin);
    expect(own.data?.r.available).toBe(true);
    const byOffice = await stack.gql(CHECK, { name: 'x' }, office);
    expect(byOffice.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates a module, gives its items to a role, and an edit carries through to the role', async () => {
    const label = `Telehealth ${Date.now().toString(36)}`;
    const created = await stack.gql<{ r: Module }>(
      SAVE,
      { i: { label, menus: [{ subLabel: `${label}-rooms`, methods: ['List', 'Add', 'Edit'] }] } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.r.menus).toEqual([{ subLabel: `${label}-rooms`, methods: ['List', 'Add', 'Edit'] }]);

    const items = (
      await stack.gql<{ r: Item[] }>('query($l: String!) { r: permissionList(label: $l) { id label subLabel method } }', { l: label }, office)
    ).data!.r;
    expect(items.map((item) => item.method)).toEqual(['List', 'Add', 'Edit']);

    const role = await stack.gql<{ r: { id: string; permissions: Item[] } }>(
      'mutation($i: RoleInput!) { r: createRole(input: $i) { id permissions { id label subLabel method } } }',
      { i: { name: `${label} coordinator`, permissionIds: items.map((item) => item.id) } },
      office,
    );
    expect(role.errors).toBeUndefined();
    expect(role.data!.r.permissions).toEqual(items);

    // Drop Add, keep List and Edit (and their ids), add Delete.
    const edited = await stack.gql<{ r: Module }>(
      SAVE,
      { i: { updateId: created.data!.r.id, label, menus: [{ subLabel: `${label}-rooms`, methods: ['List', 'Edit', 'Delete'] }] } },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    const after = await stack.gql<{ role: { permissions: Item[] }; items: Item[] }>(
      'query($id: ID!, $l: String!) { role(id: $id) { permissions { id method } } items: permissionList(label: $l) { id method } }',
      { id: role.data!.r.id, l: label },
      office,
    );
    const kept = items.filter((item) => item.method !== 'Add').map((item) => ({ id: item.id, method: item.method }));
    expect(after.data!.role.permissions).toEqual(kept);
    expect(after.data!.items.map((item) => item.method)).toEqual(['List', 'Edit', 'Delete']);
    expect(after.data!.items.slice(0, 2)).toEqual(kept);
  });

  it('answers field errors for a taken label, a missing menu name and a menu without methods', async () => {
    const taken = await stack.gql(SAVE, { i: { label: 'School', menus: [{ subLabel: 'new-menu', methods: ['List'] }] } }, admin);
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { label: ['The label has already been taken.'] } });
    const incomplete = await stack.gql(SAVE, { i: { label: 'Brand New', menus: [{ subLabel: ' ', methods: [] }] } }, admin);
    expect(incomplete.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'menus.0.subLabel': [expect.any(String)], 'menus.0.methods': [expect.any(String)] },
    });
    const unknown = await stack.gql(SAVE, { i: { updateId: '9999', label: 'Brand New', menus: [{ subLabel: 'x', methods: ['List'] }] } }, admin);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused to the office administrator', async () => {
    const answer = await stack.gql(SAVE, { i: { label: 'Office Made', menus: [{ subLabel: 'office-made', methods: ['List'] }] } }, office);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('roles', () => {
  it('answers a page of roles with their permissions for one call of each list', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ roles: { nodes: { name: string; permissionIds: string[]; permissions: Item[] }[] } }>(
      '{ roles(page: { perPage: 500 }) { nodes { name permissionIds permissions { id label subLabel method } } } }',
      {},
      office,
    );
    expect(answer.errors).toBeUndefined();
    const roles = answer.data!.roles.nodes;
    expect(roles.length).toBeGreaterThan(10);
    for (const role of roles) expect(role.permissions.map((item) => item.id)).toEqual(role.permissionIds);
    const therapistRole = roles.find((role) => role.name === 'Therapist')!;
    expect(therapistRole.permissions.map((item) => `${item.label}/${item.method}`)).toEqual([
      'Student List/List',
      'Calendar / List View/List',
      'Message/List',
      'Students Behavior Graph/List',
    ]);
    expect(stack.standIn.calls.count({ path: 'role-permission' })).toBe(1);
    expect(stack.standIn.calls.count({ path: 'permission' })).toBe(1);
  });

  it('refuses a permission id the catalogue does not hold, and keeps roles from a therapist', async () => {
    const bad = await stack.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { id } }',
      { i: { name: 'Ghost role', permissionIds: ['99999'] } },
      office,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { permissionIds: [expect.any(String)] } });
    const refused = await stack.gql('{ roles { nodes { id } } }', {}, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const picker = await stack.gql<{ allRoles: { name: string }[] }>('{ allRoles { id name } }', {}, therapist);
    expect(picker.data?.allRoles.map((role) => role.name)).toContain('BCBA');
  });
});
