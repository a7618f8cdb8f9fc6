// What an area of the catalogue gets to register its routes with, and the shape of an area. An area is a folder
// under src/areas/ whose index.ts exports its Area; codegen/area-index.ts lists them in src/areas/index.generated.ts.
import type { Router } from 'express';
import type { Db } from '../db/index.js';
import type { Auth } from './auth.js';
import type { TokenStore } from './tokens.js';

export interface AreaContext {
  db: Db;
  tokens: TokenStore;
  auth: Auth;
}

export interface Area {
  name: string;
  /**
   * The areas (by name) registered before this one: those whose tables its seeders read, or whose routes must win
   * over a pattern of this area's that could match the same path.
   */
  after?: readonly string[];
  /** Registers the area's routes on the router mounted at /api/ (paths without the leading slash's /api). */
  register(router: Router, context: AreaContext): void;
}

/** The areas in registration order: each after the areas it names in `after`, ties by name. */
export function orderAreas(areas: readonly Area[]): Area[] {
  const byName = new Map(areas.map((area) => [area.name, area]));
  for (const area of areas) {
    for (const name of area.after ?? []) if (!byName.has(name)) throw new Error(`Area ${area.name} comes after an unknown area ${name}`);
  }
  const waiting = [...areas].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const placed = new Set<string>();
  const ordered: Area[] = [];
  while (waiting.length > 0) {
    const next = waiting.findIndex((area) => (area.after ?? []).every((name) => placed.has(name)));
    if (next < 0) throw new Error(`The areas ${waiting.map((area) => area.name).join(', ')} come after one another`);
    const [area] = waiting.splice(next, 1) as [Area];
    placed.add(area.name);
    ordered.push(area);
  }
  return ordered;
}
