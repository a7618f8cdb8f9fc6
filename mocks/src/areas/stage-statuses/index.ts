// Stage status masters ('stage-status-master-list') and stage statuses ('stage-status-list'), both
// soft-deletable. all-stage-status-masters is the unpaged list a status's stage resolves through.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { StageStatusMaster } from './stage-status-master.js';
import type { StageStatus } from './stage-status.js';
import { seedStageStatusMasters, seedStageStatuses } from './seed.js';

export const stageStatusMasterResource = defineResource<StageStatusMaster>({
  name: 'stage status master',
  table: 'stage_status_masters',
  paths: {
    list: 'stage-status-master',
    all: 'all-stage-status-masters',
    detail: 'stage-status-master/{id}',
    create: 'stage-status-master',
    update: 'stage-status-master/{id}',
    remove: 'stage-status-master/{id}',
    deleted: 'deleted-stage-status-master',
    restore: 'restore-stage-status-master',
    permanentDelete: 'permanent-delete-stage-status-master',
  },
  permission: { default: 'stage-status-master-list', all: null },
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'pipeline', 'description'],
  filters: { status: 'status', pipeline: 'pipeline' },
  fillable: ['name', 'pipeline', 'description', 'sort_order', 'status'],
  casts: { sort_order: 'integer', status: 'integer' },
  defaults: { status: 1, sort_order: 0 },
  seed: seedStageStatusMasters,
});

export const stageStatusPermission = 'stage-status-list';

export const stageStatusResource = defineResource<StageStatus>({
  name: 'stage status',
  table: 'stage_statuses',
  paths: {
    list: 'stage-status',
    detail: 'stage-status/{id}',
    create: 'stage-status',
    update: 'stage-status/{id}',
    remove: 'stage-status/{id}',
    deleted: 'deleted-stage-status',
    restore: 'restore-stage-status',
    permanentDelete: 'permanent-delete-stage-status',
  },
  permission: stageStatusPermission,
  required: ['name', 'stage_status_master_id'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status', stage_status_master_id: 'stage_status_master_id' },
  fillable: ['name', 'stage_status_master_id', 'color', 'description', 'sort_order', 'status'],
  casts: { stage_status_master_id: 'integer', sort_order: 'integer', status: 'integer' },
  defaults: { status: 1, sort_order: 0 },
  seed: seedStageStatuses,
});

export const stageStatusesArea: Area = {
  name: 'stage-statuses',
  register(router, context) {
    registerWriteGuard(router, context, {
      ...writesOf(stageStatusResource.spec),
      references: [{ field: 'stage_status_master_id', table: 'stage_status_masters' }],
    });
    stageStatusMasterResource.register(router, context);
    stageStatusResource.register(router, context);
  },
};

export type { StageStatusMaster } from './stage-status-master.js';
export type { StageStatus } from './stage-status.js';
