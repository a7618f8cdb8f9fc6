import { describe, expect, it } from 'vitest';
import { currentSystemEnvironment, userAgentEntries } from './systemInformation';
import { userAgents } from './userAgents.fixture';

describe('system information sent with feedback', () => {
  it('lists browser, version, platform, language, screen, viewport and URL as label/value entries', () => {
    const entries = userAgentEntries({
      userAgent: userAgents.edge94,
      platform: 'Windows',
      language: 'en-GB',
      screen: { width: 1920, height: 1080 },
      viewport: { width: 1280, height: 720 },
      url: 'https://portal.example/student?page=2',
    });
    expect(entries).toEqual([
      { label: 'Browser', value: 'Edge' },
      { label: 'Browser version', value: '94.0.992.31' },
      { label: 'Platform', value: 'Windows' },
      { label: 'Language', value: 'en-GB' },
      { label: 'Screen size', value: '1920x1080' },
      { label: 'Viewport', value: '1280x720' },
      { label: 'URL', value: 'https://portal.example/student?page=2' },
    ]);
  });

  it('reads the running browser, never leaving a value empty', () => {
    const env = currentSystemEnvironment();
    expect(env.url).toBe(window.location.href);
    for (const entry of userAgentEntries()) expect(entry.value).not.toBe('');
  });
});
