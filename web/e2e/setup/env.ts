// What the global setup hands to the spec files (through vitest's provide/inject).
export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal's origin, e.g. http://127.0.0.1:41234/ */
    portalUrl: string;
    /** The stand-in API root, e.g. http://127.0.0.1:41235/api/ (control endpoints at its origin's /__control/). */
    standInUrl: string;
    /** Where the shared Chromium listens for playwright-core's `connect`. */
    browserWsEndpoint: string;
    demoSignIns: DemoSignIn[];
  }
}

export {};
