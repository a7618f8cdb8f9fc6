// The authorisations table and the services each covers, seeded together (the services from the authorisations).
import type { Db } from '../../db/index.js';
import {
  authorizationServicesTable,
  authorizationsTable,
  type AuthorizationService,
  type StudentAuthorization,
} from './authorization.js';
import { seedAuthorizations, seedAuthorizationServices } from './seed.js';

export function authorizationTables(db: Db) {
  const authorizations = db.defineTable<StudentAuthorization>(authorizationsTable, (faker) => seedAuthorizations(faker, db));
  const services = db.defineTable<AuthorizationService>(authorizationServicesTable, (faker) =>
    seedAuthorizationServices(faker, db, authorizations.all()),
  );
  return { authorizations, services };
}

/** The services an authorisation covers (not deleted). */
export function servicesOf(db: Db, authorizationId: number): AuthorizationService[] {
  return authorizationTables(db).services.active().filter((service) => service.authorization_id === authorizationId);
}
