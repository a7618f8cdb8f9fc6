// Each relation the floor's answers name, one function each: the call it costs and the records it gives, by id.
// Like the gateway's @lookup fields today, each reads the API's whole list, sent at once beside the call that names
// the ids. `named` is that call's rows, for a relation that would rather wait for them and fetch those ids only.
import { rowsOf, type Api, type Row } from './upstream.js';

export type ById = ReadonlyMap<string, Row>;
export type Relation = (api: Api, named: Promise<readonly Row[]>) => Promise<ById>;

async function wholeList(api: Api, path: string): Promise<ById> {
  const byId = new Map<string, Row>();
  for (const row of rowsOf(await api.get(path))) byId.set(String(row.id), row);
  return byId;
}

export const agenciesById: Relation = (api) => wholeList(api, 'agency-list');
export const fundersById: Relation = (api) => wholeList(api, 'all-payers');
export const staffById: Relation = (api) => wholeList(api, 'all-staffs');
export const studentsById: Relation = (api) => wholeList(api, 'client-list');
export const servicesById: Relation = (api) => wholeList(api, 'all-services');
export const locationsById: Relation = (api) => wholeList(api, 'all-locations');
export const sessionTypesById: Relation = (api) => wholeList(api, 'session-type-colors');
export const serviceLinesById: Relation = (api) => wholeList(api, 'all-service-lines');
