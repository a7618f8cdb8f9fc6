// The authorizations table and the services each covers, seeded together (the services from the authorizations).
import type { Db } from '../../db/index.js';
import { authorizationServicesTable, authorizationsTable, type AuthorizationService, type StudentAuthorization } from './authorization.js';
import { seedAuthorizations, seedAuthorizationServices } from './seed.js';

export function authorizationTables(db: Db) {
  const authorizations = db.defineTable<StudentAuthorization>(authorizationsTable, (faker) => seedAuthorizations(faker, db));
  const services = db.defineTable<AuthorizationService>(authorizationServicesTable, (faker) =>
    seedAuthorizationServices(faker, db, authorizations.all()),
  );
  return { authorizations, services };
}

/** The services an authorization covers (not deleted). */
export function servicesOf(db: Db, authorizationId: number): AuthorizationService[] {
  return authorizationTables(db)
    .services.active()
    .filter((service) => service.authorization_id === authorizationId);
}

/** The services of every authorization (not deleted), by authorization: one pass over the table for a whole list. */
export function servicesByAuthorization(db: Db): ReadonlyMap<number, AuthorizationService[]> {
  const byAuthorization = new Map<number, AuthorizationService[]>();
  for (const service of authorizationTables(db).services.active()) {
    const carried = byAuthorization.get(service.authorization_id);
    if (carried) carried.push(service);
    else byAuthorization.set(service.authorization_id, [service]);
  }
  return byAuthorization;
}
