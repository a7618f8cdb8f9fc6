// A parent's verification of their child's sessions, loaded lazily by the route table.
import type { ComponentType } from 'react';
import { VerifySessions } from './VerifySessions';

export const screens = { VerifySessions } satisfies Record<string, ComponentType>;
