// The eligibility pages, by name, for the route table.
import type { ComponentType } from 'react';
import { EligibilityChecks } from './EligibilityChecks';
import { Enrolments } from './Enrolments';
import { LetaConstants } from './LetaConstants';

export const screens: Record<'Enrolments' | 'LetaConstants' | 'Checks', ComponentType> = {
  Enrolments,
  LetaConstants,
  Checks: EligibilityChecks,
};
