// Blueprint draws an icon once its SVG paths have loaded. Each icon's paths are a small JSON file of the build
// (vite/iconAssets.ts), fetched the first time the icon is drawn at that size; an icon that cannot be fetched draws
// empty rather than breaking the screen. A screen's first draw asks for dozens at once; they go at low priority, so
// that the browser's six connections take the screen's data first.
import { Icons, type IconName, type IconSize } from '@blueprintjs/icons';

export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      try {
        const response = await fetch(`${import.meta.env.ICON_PATHS_URL}/${size}px/${name}.json`, { priority: 'low' });
        return response.ok ? ((await response.json()) as string[]) : [];
      } catch {
        return [];
      }
    },
  });
}
