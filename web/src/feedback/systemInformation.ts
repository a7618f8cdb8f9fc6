// The user_agent entries sent with every feedback: what support needs to reproduce what the user saw.
import { identifyBrowser } from './browserIdentity';

export interface UserAgentEntry {
  label: string;
  value: string;
}

export interface SystemEnvironment {
  userAgent: string;
  platform: string;
  language: string;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
  url: string;
}

interface NavigatorWithHints extends Navigator {
  userAgentData?: { platform?: string };
}

export function currentSystemEnvironment(): SystemEnvironment {
  const nav = navigator as NavigatorWithHints;
  return {
    userAgent: nav.userAgent,
    // navigator.platform is deprecated but still the only source outside Chromium.
    platform: nav.userAgentData?.platform || nav.platform || 'Unknown',
    language: nav.language,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    url: window.location.href,
  };
}

export function userAgentEntries(env: SystemEnvironment = currentSystemEnvironment()): UserAgentEntry[] {
  const browser = identifyBrowser(env.userAgent);
  return [
    { label: 'Browser', value: browser.name },
    { label: 'Browser version', value: browser.version || 'Unknown' },
    { label: 'Platform', value: env.platform || 'Unknown' },
    { label: 'Language', value: env.language || 'Unknown' },
    { label: 'Screen size', value: `${env.screen.width}x${env.screen.height}` },
    { label: 'Viewport', value: `${env.viewport.width}x${env.viewport.height}` },
    { label: 'URL', value: env.url },
  ];
}
