// The availability screens, by name, for the routes (loaded lazily).
import type { ComponentType } from 'react';
import { ProfileAvailability, StaffAvailability } from './pages';

export const screens = { StaffAvailability, ProfileAvailability } satisfies Record<string, ComponentType>;
