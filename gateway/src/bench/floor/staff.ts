// The floor's staff list: `staffMembers(page: { perPage })` with each member's title, service lines and most pressing
// credential, as the bench's BenchStaff query asks. The credential's standing is the gateway's own arithmetic.
import { today } from '../../dates/dates.js';
import { alertOf } from '../../areas/staff/credentials.js';
import { idsOf, serviceLinesById } from './relations.js';
import { id, idNames, pageInfo, value } from './shape.js';
import { pageQuery, rowsOf, type Api, type Row } from './upstream.js';

/** The member's most pressing credential, with the fields in the query's order. */
export function credentialAlert(member: Row, order: 'query' | 'sorted') {
  const credentials = Array.isArray(member.credentials) ? (member.credentials as Row[]) : [];
  const alert = alertOf(
    credentials.map((credential) => ({ name: String(credential.name ?? ''), expiresOn: String(credential.expires_on ?? '') })),
    today(),
  );
  if (!alert) return null;
  return order === 'query'
    ? { level: alert.level, label: alert.label, daysLeft: alert.daysLeft, name: alert.name, count: alert.count }
    : { count: alert.count, daysLeft: alert.daysLeft, label: alert.label, level: alert.level, name: alert.name, __typename: 'CredentialAlert' };
}

export async function staffPage(api: Api, perPage: number): Promise<unknown> {
  const page = api.get('users', pageQuery(perPage));
  const [answer, serviceLines] = await Promise.all([page, serviceLinesById(api, idsOf(page.then(rowsOf), 'service_line_ids'))]);
  const nodes = rowsOf(answer).map((member) => {
    const title = member.title as Row | null | undefined;
    return {
      id: id(member.id),
      name: value(member.name),
      email: value(member.email),
      phone: value(member.phone),
      status: value(member.status),
      userType: value(member.user_type),
      title: title ? { id: id(title.id), name: value(title.name) } : null,
      serviceLines: idNames(serviceLines, member.service_line_ids),
      credentialAlert: credentialAlert(member, 'query'),
    };
  });
  return { staffMembers: { pageInfo: pageInfo(answer), nodes } };
}
