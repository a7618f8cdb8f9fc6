import { area } from './define';
import type { AppRoute } from './types';

const messages = area({ label: 'Messages', to: '/inbox' }, { permission: 'Message' });

export const messageRoutes: AppRoute[] = [
  messages('/inbox', 'Inbox'),
  messages('/send', 'Sent'),
  messages('/compose', 'Compose'),
  messages('/trash', 'Trash'),
  messages('/message/:id', 'Message'),
];
