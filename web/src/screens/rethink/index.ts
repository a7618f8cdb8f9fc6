// The Rethink pages, by name, for the route table.
import type { ComponentType } from 'react';
import { RethinkMonitoring } from './RethinkMonitoring';
import { RethinkSessions } from './RethinkSessions';

export const screens: Record<'Sessions' | 'Monitoring', ComponentType> = { Sessions: RethinkSessions, Monitoring: RethinkMonitoring };
