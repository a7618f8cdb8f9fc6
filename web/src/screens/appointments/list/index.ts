// The list view's page, loaded lazily by the route table.
import type { ComponentType } from 'react';
import { AppointmentList } from './AppointmentList';

export const screens = { AppointmentList } satisfies Record<string, ComponentType>;
