// Each relation the floor's answers name, one function each: the call it costs and the records it gives, by id.
// Like the gateway's @lookup fields today, each reads the API's whole list, sent at once beside the call that names
// the ids. `ids` are the ids that call's rows name, for a relation that would rather wait for them and fetch those only.
import { rowsOf, type Api, type Row } from './upstream.js';

export type ById = ReadonlyMap<string, Row>;
export type Relation = (api: Api, ids: Promise<readonly unknown[]>) => Promise<ById>;

/** The ids a key of the rows names (one id or a list of them per row), for a relation. */
export function idsOf(rows: Promise<readonly Row[]>, key: string): Promise<unknown[]> {
  return rows.then((list) => list.flatMap((row) => (Array.isArray(row[key]) ? (row[key] as unknown[]) : [row[key]])));
}

/** The API's whole list by id. It does not wait for `ids`: their call's failure is the answer's, reported there. */
async function wholeList(api: Api, path: string, ids: Promise<readonly unknown[]>): Promise<ById> {
  ids.catch(() => undefined);
  const byId = new Map<string, Row>();
  for (const row of rowsOf(await api.get(path))) byId.set(String(row.id), row);
  return byId;
}

export const agenciesById: Relation = (api, ids) => wholeList(api, 'agency-list', ids);
export const fundersById: Relation = (api, ids) => wholeList(api, 'all-payers', ids);
export const staffById: Relation = (api, ids) => wholeList(api, 'all-staffs', ids);
export const studentsById: Relation = (api, ids) => wholeList(api, 'client-list', ids);
export const servicesById: Relation = (api, ids) => wholeList(api, 'all-services', ids);
export const locationsById: Relation = (api, ids) => wholeList(api, 'all-locations', ids);
export const sessionTypesById: Relation = (api, ids) => wholeList(api, 'session-type-colors', ids);
export const serviceLinesById: Relation = (api, ids) => wholeList(api, 'all-service-lines', ids);
