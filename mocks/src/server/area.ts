// What an area of the catalogue gets to register its routes with, and the shape of an area. Later work adds one
// folder per area under src/areas/ and one line to src/areas/index.ts.
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
  /** Registers the area's routes on the router mounted at /api/ (paths without the leading slash's /api). */
  register(router: Router, context: AreaContext): void;
}
