// Which browser the user agent string names. Used for the capture rule and the system information sent with
// feedback; user-agent client hints are not used because Firefox and Safari do not offer them.

export type BrowserName = 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari' | 'Unknown';

export interface BrowserIdentity {
  name: BrowserName;
  version: string;
  major: number;
  /** Chrome on iOS: WebKit underneath, whatever the name says. */
  ios: boolean;
}

// Order matters: Edge, Opera and Samsung Internet also carry a Chrome token, Chrome carries a Safari token.
const patterns: Array<[BrowserName, RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+(?:\.\d+)*)/],
  ['Opera', /\b(?:OPR|OPX)\/(\d+(?:\.\d+)*)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+(?:\.\d+)*)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+(?:\.\d+)*)/],
  ['Safari', /\bVersion\/(\d+(?:\.\d+)*).*\bSafari\//],
];

export function identifyBrowser(userAgent: string): BrowserIdentity {
  const ios = /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) || /\b(?:CriOS|FxiOS|EdgiOS)\//.test(userAgent);
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return { name, version: match[1], major: Number.parseInt(match[1], 10), ios };
  }
  return { name: 'Unknown', version: '', major: 0, ios };
}

// The minimum versions for browser screen capture; every other browser gets the upload.
const captureMinimum: Partial<Record<BrowserName, number>> = { Chrome: 94, Edge: 94, Opera: 80 };

/** Chrome 94+, Edge 94+ and Opera 80+ by the user agent; everything else gets only the upload. */
export function userAgentAllowsCapture(userAgent: string): boolean {
  const browser = identifyBrowser(userAgent);
  const minimum = captureMinimum[browser.name];
  return minimum !== undefined && !browser.ios && browser.major >= minimum;
}
