// The auto-generated notes pages, by name, for the route table.
import type { ComponentType } from 'react';
import { GenerateNotes } from './GenerateNotes';
import { PendingTargetData } from './PendingTargetData';
import { SessionDataImport } from './SessionDataImport';
import { SessionsQueue } from './SessionsQueue';

export const screens: Record<'Generate' | 'Queue' | 'PendingTargetData' | 'Import', ComponentType> = {
  Generate: GenerateNotes,
  Queue: SessionsQueue,
  PendingTargetData,
  Import: SessionDataImport,
};
