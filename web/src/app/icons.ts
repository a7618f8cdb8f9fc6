// Blueprint draws an icon once its SVG paths have loaded. By default it loads every icon of a size at once (about
// 100 kB gzip each); here each icon is its own small chunk, fetched the first time it is drawn.
import { Icons, IconSize, type IconName } from '@blueprintjs/icons';

type Paths = { default: string[] };

const standard = import.meta.glob<Paths>('../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js');
const large = import.meta.glob<Paths>('../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js');

function byName(modules: Record<string, () => Promise<Paths>>): Map<string, () => Promise<Paths>> {
  return new Map(Object.entries(modules).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), load]));
}

const loaders = { [IconSize.STANDARD]: byName(standard), [IconSize.LARGE]: byName(large) };

export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      const load = loaders[size].get(name);
      return load ? (await load()).default : [];
    },
  });
}
