// The intake form templates' pages, loaded lazily by the route table.
import type { ComponentType } from 'react';
import { AddIntakeForm, EditIntakeForm } from './IntakeFormEditor';
import { IntakeForms } from './IntakeForms';

export const screens: Record<string, ComponentType> = {
  List: IntakeForms,
  Add: AddIntakeForm,
  Edit: EditIntakeForm,
};
