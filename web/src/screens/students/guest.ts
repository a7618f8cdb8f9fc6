// The public guest intake page, its own small chunk (no grid, no record frame).
import type { ComponentType } from 'react';
import { GuestIntakeForm } from './intake-forms/GuestIntakeForm';

export const screens: Record<string, ComponentType> = { GuestIntakeForm };
