// The intake form templates' pages, loaded lazily by the route table: the list, and the form builder to add and edit.
import type { ComponentType } from 'react';
import { AddIntakeForm, EditIntakeForm } from './builder/pages';
import { IntakeForms } from './IntakeForms';

export const screens: Record<string, ComponentType> = {
  List: IntakeForms,
  Add: AddIntakeForm,
  Edit: EditIntakeForm,
};
