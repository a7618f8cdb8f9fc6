// The student list's sibling pages (add, edit, deleted), loaded lazily by the route table; the list loads on its own.
import type { ComponentType } from 'react';
import { DeletedStudents } from './list/DeletedStudents';
import { AddStudent, EditStudent } from './list/StudentForm';

export const screens: Record<string, ComponentType> = {
  Add: AddStudent,
  Edit: EditStudent,
  Deleted: DeletedStudents,
};
