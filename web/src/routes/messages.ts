import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const messages = area({ label: 'Messages', to: '/inbox' }, { permission: 'Message' });
const page = screensOf(() => import('../screens/messages'));

export const messageRoutes: AppRoute[] = [
  messages('/inbox', 'Inbox', { screen: page('Inbox') }),
  messages('/send', 'Sent', { screen: page('Sent') }),
  messages('/compose', 'Compose', { screen: page('Compose') }),
  messages('/trash', 'Trash', { screen: page('Trash') }),
  messages('/message/:message_id', 'Message', { screen: page('Message') }),
];
