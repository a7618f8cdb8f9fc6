// A stand-in practice API started in the test process, signed in as the Super Admin, for tests that compare the
// client's declarations with what the API answers.
import { demoUsers, startStandIn, type PermissionEntry, type StandIn } from '@portal/mocks';

export type PermissionItem = Pick<PermissionEntry, 'label' | 'sub_label' | 'method'>;

export interface StandInSession {
  standIn: StandIn;
  /** Every item roles are built from, as the stand-in's permission call lists it. */
  catalogue: PermissionItem[];
  /** The Super Admin's own entries (not what its user type lets it pass). */
  superAdminEntries: PermissionItem[];
  /** The HTTP status of a GET of `path` with the token. */
  status(path: string, token: string): Promise<number>;
}

async function answer<T>(standIn: StandIn, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, standIn.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function startStandInSession(): Promise<StandInSession> {
  // Its answers are held to the practice API's description; the tests using it assert nothing disagreed (assertContractKept).
  const standIn = await startStandIn({ host: '127.0.0.1', port: 0, contract: 'answers' });
  const admin = demoUsers.find((user) => user.role === 'Super Admin');
  if (!admin) throw new Error('The stand-in has no Super Admin demo user.');
  const { data: token } = await answer<{ data: string }>(standIn, 'login', null, { email: admin.email, password: admin.password });
  const catalogue = (await answer<{ data: PermissionItem[] }>(standIn, 'permission', token)).data;
  const superAdminEntries = (await answer<{ data: { permissions: PermissionItem[] } }>(standIn, 'get-user', token)).data.permissions;
  const status = async (path: string, bearer: string) =>
    (await fetch(new URL(path, standIn.url), { headers: { authorization: `Bearer ${bearer}` } })).status;
  return { standIn, catalogue, superAdminEntries, status };
}

/** The modules (labels) of the catalogue items a permission name matches, as a label or a subLabel. */
export function modulesNamed(catalogue: readonly PermissionItem[], name: string): string[] {
  return [...new Set(catalogue.filter((item) => item.label === name || item.sub_label === name).map((item) => item.label))].sort();
}
