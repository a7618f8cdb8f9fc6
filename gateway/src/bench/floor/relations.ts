// Each relation the floor's answers name, one function each: the call it costs and the records it gives, by id.
// As the gateway's @lookup does: a list that does not grow with the practice (agencies, services, session types,
// service lines) is read whole, sent at once beside the call that names the ids; one that grows (students, staff,
// funders, locations) waits for the ids the rows name and asks for each, one call each, unless they are more than the
// gateway's rule (by-id.ts) finds cheaper one by one, when the whole list is read; the floor keeps the lists' lengths
// as the gateway does.
import { ListLengths } from '../../loaders/by-id.js';
import { rowsOf, UpstreamError, type Api, type Row } from './upstream.js';

export type ById = ReadonlyMap<string, Row>;
export type Relation = (api: Api, ids: Promise<readonly unknown[]>) => Promise<ById>;

/** The ids a key of the rows names (one id or a list of them per row), for a relation. */
export function idsOf(rows: Promise<readonly Row[]>, key: string): Promise<unknown[]> {
  return rows.then((list) => list.flatMap((row) => (Array.isArray(row[key]) ? (row[key] as unknown[]) : [row[key]])));
}

function indexed(rows: readonly Row[]): ById {
  const byId = new Map<string, Row>();
  for (const row of rows) byId.set(String(row.id), row);
  return byId;
}

/** The lists' lengths as last read, for every request of the floor. */
const lengths = new ListLengths();

/** The API's whole list by id. It does not wait for `ids`: their call's failure is the answer's, reported there. */
async function wholeList(api: Api, path: string, ids: Promise<readonly unknown[]>): Promise<ById> {
  ids.catch(() => undefined);
  const rows = rowsOf(await api.get(path));
  lengths.read(path, rows.length);
  return indexed(rows);
}

/** The records the rows name, `one` call each (`users/{id}`), or the whole `list` when cheaper; gone ids left out. */
async function eachOrList(api: Api, one: string, list: string, ids: Promise<readonly unknown[]>): Promise<ById> {
  const wanted = [...new Set((await ids).filter((id) => id !== null && id !== undefined && id !== '').map(String))];
  if (!lengths.readsById(list, wanted.length)) return wholeList(api, list, ids);
  const found = await Promise.all(
    wanted.map((id) =>
      api.get(one.replace('{id}', encodeURIComponent(id))).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return indexed(found.filter((row): row is Row => row !== null && typeof row === 'object'));
}

export const agenciesById: Relation = (api, ids) => wholeList(api, 'agency-list', ids);
export const fundersById: Relation = (api, ids) => eachOrList(api, 'get-payer-datails/{id}', 'all-payers', ids);
export const staffById: Relation = (api, ids) => eachOrList(api, 'users/{id}', 'all-staffs', ids);
export const studentsById: Relation = (api, ids) => eachOrList(api, 'student/{id}', 'client-list', ids);
export const servicesById: Relation = (api, ids) => wholeList(api, 'all-services', ids);
export const locationsById: Relation = (api, ids) => eachOrList(api, 'locations/{id}', 'all-locations', ids);
export const sessionTypesById: Relation = (api, ids) => wholeList(api, 'session-type-colors', ids);
export const serviceLinesById: Relation = (api, ids) => wholeList(api, 'all-service-lines', ids);
