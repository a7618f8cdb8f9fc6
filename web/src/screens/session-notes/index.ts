// The note page of a session, loaded by its route.
import { SessionNotePage } from './SessionNotePage';

export const screens = { SessionNote: SessionNotePage };
