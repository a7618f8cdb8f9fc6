// Services (services plus all-services and export-service; the import of sample-file type
// import-services; the lookup list_service, which a form narrows to one service line). Route label 'Service'.
import type { Router } from 'express';
import { defineResource, textParam } from '../../kit/index.js';
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import { invalidReferenceMessage, type ReferenceRule } from '../../kit/references.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area, AreaContext } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import type { ServiceLine } from '../service-lines/service-line.js';
import { seedServices } from './seed.js';
import type { Service } from './service.js';

export const servicePermission = 'Service';

const references: readonly ReferenceRule[] = [{ field: 'service_line_id', table: 'service_lines' }];

export const serviceResource = defineResource<Service>({
  name: 'service',
  type: 'Service',
  table: 'services',
  permission: { default: servicePermission, all: null },
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1, unit_minutes: 15 },
  seed: seedServices,
});

/** The export writes status as a word; an import reads the word or the number. */
function statusValue(value: unknown): number {
  if (value === null || value === undefined) return 1;
  const text = String(value).trim().toLowerCase();
  return text === '0' || text === 'inactive' ? 0 : 1;
}

/** A service line named by id, code or name (imports may use any), among those not deleted. */
function findServiceLine(context: AreaContext, value: unknown): ServiceLine | undefined {
  const lines = context.db.table<ServiceLine>('service_lines');
  if (typeof value === 'number') return lines.find(value);
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  return lines.active().find((line) => line.code.toLowerCase() === text || line.name.toLowerCase() === text);
}

function registerServiceLookups(router: Router, { db, auth }: AreaContext): void {
  // list_service: the services a form offers, narrowed to a service line when one is chosen.
  router.get('/list_service', auth.required, (req, res) => {
    const line = textParam(req.query as Record<string, unknown>, 'service_line_id');
    const services = db.table<Service>('services').active();
    ok(res, { data: line ? services.filter((service) => String(service.service_line_id) === line) : services });
  });
}

export const servicesArea: Area = {
  name: 'services',
  register(router, context) {
    const { db } = context;
    registerWriteGuard(router, context, { ...writesOf(serviceResource.spec), references });
    serviceResource.register(router, context);
    registerServiceLookups(router, context);
    const lineName = (service: Service) => db.table<ServiceLine>('service_lines').get(service.service_line_id)?.name ?? '';
    registerExport(router, context, {
      path: 'export-service',
      resource: serviceResource.spec,
      fileName: 'services',
      columns: [
        'id',
        'name',
        { header: 'service_line', value: lineName },
        'description',
        'unit_minutes',
        { header: 'status', value: (service) => (service.status === 1 ? 'Active' : 'Inactive') },
      ],
    });
    registerImport(router, context, {
      path: 'import-services',
      resource: serviceResource.spec,
      columns: { service_line: 'service_line_id', service_line_code: 'service_line_id' },
      check: (values, errors) => {
        if (errors.has('service_line_id')) return undefined;
        const line = findServiceLine(context, values.service_line_id);
        if (!line) {
          errors.add('service_line_id', invalidReferenceMessage('service_line'));
          return undefined;
        }
        return { ...values, service_line_id: line.id, status: statusValue(values.status) };
      },
    });
  },
};

export type { Service } from './service.js';
