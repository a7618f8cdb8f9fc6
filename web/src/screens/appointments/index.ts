// The booking screens, by name, for the routes (loaded lazily).
import type { ComponentType } from 'react';
import { CreateAppointment, EditAppointment } from './pages';

export const screens = { CreateAppointment, EditAppointment } satisfies Record<string, ComponentType>;
