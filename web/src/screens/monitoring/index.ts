// The monitoring pages, by name, for the route table.
import type { ComponentType } from 'react';
import { ActivityHistory } from './ActivityHistory';
import { ErrorList } from './ErrorList';
import { WebMonitoring } from './WebMonitoring';

export const screens: Record<'WebMonitoring' | 'ActivityHistory' | 'ErrorList', ComponentType> = { WebMonitoring, ActivityHistory, ErrorList };
