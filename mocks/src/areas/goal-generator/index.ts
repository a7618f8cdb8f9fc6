// The goal generator: conversion templates (the sample-doc calls and get-configs), the conversions of a clinician's
// Word document to a spreadsheet and back, and the client files they keep. Behind 'Goal Generator'; templates and
// doc to excel V-II behind 'TP Conversion V-II'.
import type { Area } from '../../server/area.js';
import type { ClientFile } from './client-file.js';
import { registerClientFiles } from './client-files.js';
import { layoutOf, registerConversions } from './conversions.js';
import { seedClientFile } from './seed.js';
import { conversionTemplateResource, registerConversionConfigs, type ConversionTemplate } from './templates.js';

export const clientFilesTable = 'goal_client_files';

export const goalGeneratorArea: Area = {
  name: 'goal-generator',
  register(router, context) {
    registerConversionConfigs(router, context);
    conversionTemplateResource.register(router, context);
    const files = context.db.defineTable<ClientFile>(clientFilesTable, () => {
      const template = context.db
        .table<ConversionTemplate>(conversionTemplateResource.spec.table)
        .active()
        .find((row) => row.type === 'doc-to-excel');
      return template ? [seedClientFile(template.id, layoutOf(template))] : [];
    });
    registerConversions(router, context, files, () => context.db.table<ConversionTemplate>(conversionTemplateResource.spec.table));
    registerClientFiles(router, context, files);
  },
};

export { conversionTemplateResource } from './templates.js';
export type { GoalRow } from './markers.js';
