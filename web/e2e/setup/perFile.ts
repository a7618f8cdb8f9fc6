import { afterAll, afterEach } from 'vitest';
import { closePages, disconnectBrowser } from './browser';

afterEach(async () => {
  await closePages();
});

afterAll(async () => {
  await disconnectBrowser();
});
