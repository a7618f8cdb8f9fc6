// The sheets link page, by name, for the route table.
import type { ComponentType } from 'react';
import { SheetLinks } from './SheetLinks';

export const screens: Record<'List', ComponentType> = { List: SheetLinks };
