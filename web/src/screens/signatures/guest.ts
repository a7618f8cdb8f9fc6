// The public guest signature page, its own small chunk (no staff record, no grid).
import { GuestSignature } from './GuestSignature';

export const screens = { GuestSignature };
