// The billing schedule's page, loaded lazily by the route table.
import type { ComponentType } from 'react';
import { BillingSchedule } from './BillingSchedule';

export const screens = { BillingSchedule } satisfies Record<string, ComponentType>;
