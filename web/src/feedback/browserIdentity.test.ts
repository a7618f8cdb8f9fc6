import { describe, expect, it } from 'vitest';
import { identifyBrowser, userAgentAllowsCapture } from './browserIdentity';
import { userAgents as ua } from './userAgents.fixture';

describe('browser identity', () => {
  it('names the browser and its version', () => {
    expect(identifyBrowser(ua.chrome94)).toMatchObject({ name: 'Chrome', version: '94.0.4606.61', major: 94 });
    expect(identifyBrowser(ua.edge94)).toMatchObject({ name: 'Edge', version: '94.0.992.31', major: 94 });
    expect(identifyBrowser(ua.opera80)).toMatchObject({ name: 'Opera', major: 80 });
    expect(identifyBrowser(ua.firefox)).toMatchObject({ name: 'Firefox', version: '131.0' });
    expect(identifyBrowser(ua.safari)).toMatchObject({ name: 'Safari', version: '17.5' });
    expect(identifyBrowser(ua.samsung)).toMatchObject({ name: 'Samsung Internet', major: 25 });
    expect(identifyBrowser(ua.chromeIos)).toMatchObject({ name: 'Chrome', ios: true });
    expect(identifyBrowser('curl/8.0')).toMatchObject({ name: 'Unknown', version: '' });
  });

  it('allows capture on Chrome 94+, Edge 94+ and Opera 80+ only', () => {
    expect(userAgentAllowsCapture(ua.chrome94)).toBe(true);
    expect(userAgentAllowsCapture(ua.headless)).toBe(true);
    expect(userAgentAllowsCapture(ua.edge94)).toBe(true);
    expect(userAgentAllowsCapture(ua.opera80)).toBe(true);
    expect(userAgentAllowsCapture(ua.chrome93)).toBe(false);
    expect(userAgentAllowsCapture(ua.edge93)).toBe(false);
    expect(userAgentAllowsCapture(ua.opera79)).toBe(false);
    expect(userAgentAllowsCapture(ua.firefox)).toBe(false);
    expect(userAgentAllowsCapture(ua.safari)).toBe(false);
    expect(userAgentAllowsCapture(ua.samsung)).toBe(false);
    expect(userAgentAllowsCapture(ua.chromeIos)).toBe(false);
  });
});
