// An area that is one declared resource and nothing more: its routes are the resource's.
import type { Area } from '../server/area.js';

export function resourceArea(name: string, resource: Pick<Area, 'register'>): Area {
  return { name, register: (router, context) => resource.register(router, context) };
}
