// Blueprint draws an icon once its SVG paths have loaded. Each icon's paths are a small JSON file of the build
// (vite/iconAssets.ts), fetched the first time the icon is drawn at that size; an icon that cannot be fetched draws
// empty rather than breaking the screen. The icons of the shell and the kit come in one file, common.json, loaded
// before the first draw, so that the menu, header and toolbars draw whole at once instead of each icon drawing its
// part of the page a second time as it arrives. The rest go at low priority, so that the browser's six connections
// take the screen's data first.
import { Icons, type IconName, type IconSize } from '@blueprintjs/icons';

type PathsByName = Partial<Record<string, string[]>>;

const COMMON_SIZE = 16;

/** A JSON file of the build, or `fallback` when it cannot be had: an icon draws empty rather than break the screen. */
async function fetchPaths<T>(file: string, fallback: T, init?: RequestInit): Promise<T> {
  try {
    const response = await fetch(`${import.meta.env.ICON_PATHS_URL}/${file}`, init);
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Blueprint asks again for an icon each time one is drawn before the first answer is in: one fetch serves them all. */
const inFlight = new Map<string, Promise<string[]>>();

function fetchOnce(name: IconName, size: IconSize): Promise<string[]> {
  const key = `${size}/${name}`;
  const known = inFlight.get(key);
  if (known) return known;
  const fetching = fetchPaths<string[]>(`${size}px/${name}.json`, [], { priority: 'low' }).finally(() => inFlight.delete(key));
  inFlight.set(key, fetching);
  return fetching;
}

/** Sets Blueprint's loader; resolves once the common icons are loaded, ready for the first draw. */
export async function loadIconsOnDemand(): Promise<void> {
  // Without the file, each common icon is fetched on its own.
  const common = fetchPaths<PathsByName>(`${COMMON_SIZE}px/common.json`, {});
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => (size === COMMON_SIZE ? (await common)[name] : undefined) ?? fetchOnce(name, size),
  });
  await Icons.load(Object.keys(await common) as IconName[], COMMON_SIZE);
}
