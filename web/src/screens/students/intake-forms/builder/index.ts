// The form builder's pages: /form-builder starts a new form; the intake forms' add and edit pages are the builder too.
import type { ComponentType } from 'react';
import { AddIntakeForm, EditIntakeForm } from './pages';

export const screens: Record<string, ComponentType> = { Builder: AddIntakeForm, Add: AddIntakeForm, Edit: EditIntakeForm };
