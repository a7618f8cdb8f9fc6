/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the HR platform's sign-in lives; the header's link adds the obfuscated email as `token`. */
  readonly VITE_HR_PLATFORM_URL?: string;
  /** Where the build keeps Blueprint's icon paths, one JSON file per icon and size (vite/iconAssets.ts). */
  readonly ICON_PATHS_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
