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
  type: 'StageStatusMaster',
  table: 'stage_status_masters',
  permission: { default: 'stage-status-master-list', all: null },
  unique: ['name'],
  searchable: ['name', 'pipeline', 'description'],
  defaults: { status: 1, sort_order: 0 },
  seed: seedStageStatusMasters,
});

export const stageStatusPermission = 'stage-status-list';

export const stageStatusResource = defineResource<StageStatus>({
  name: 'stage status',
  type: 'StageStatus',
  table: 'stage_statuses',
  permission: stageStatusPermission,
  unique: ['name'],
  searchable: ['name', 'description'],
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
