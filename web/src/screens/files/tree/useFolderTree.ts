// The folder tree's state: the children of each opened folder, asked for when it is opened (the top at once), and
// the folders on the way to the current one kept open. `reload` asks again for every loaded level after a change.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FolderChildrenQuery } from '../../../gql/graphql';
import { FolderChildrenQuery as FolderChildren } from '../operations';

export type TreeFolder = FolderChildrenQuery['page']['nodes'][number];

/** The key of a level: a folder's id, or TOP for the folders at the top. */
export const TOP = 'top';

export interface FolderTreeState {
  children: ReadonlyMap<string, readonly TreeFolder[]>;
  expanded: ReadonlySet<string>;
  failed: boolean;
  toggle(id: string, open: boolean): void;
  reload(): Promise<void>;
}

export function useFolderTree(openPath: readonly string[]): FolderTreeState {
  const client = useApolloClient();
  const [children, setChildren] = useState<ReadonlyMap<string, readonly TreeFolder[]>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const loaded = useRef(new Set<string>());

  const load = useCallback(
    async (key: string) => {
      loaded.current.add(key);
      try {
        const { data } = await client.query({
          query: FolderChildren,
          variables: { parentId: key === TOP ? null : key },
          fetchPolicy: 'network-only',
        });
        const nodes = data?.page.nodes ?? [];
        setChildren((current) => new Map(current).set(key, nodes));
        setFailed(false);
      } catch {
        loaded.current.delete(key);
        setFailed(true);
      }
    },
    [client],
  );

  // The top, and every folder on the way to the current one, open and loaded.
  const pathKey = openPath.join('/');
  useEffect(() => {
    const keys = [TOP, ...openPath];
    setExpanded((current) => new Set([...current, ...openPath]));
    for (const key of keys) if (!loaded.current.has(key)) void load(key);
    // openPath is read through its key: the same path from a new render loads nothing again.
  }, [pathKey, load]);

  const toggle = useCallback(
    (id: string, open: boolean) => {
      setExpanded((current) => {
        const next = new Set(current);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      });
      if (open && !loaded.current.has(id)) void load(id);
    },
    [load],
  );

  const reload = useCallback(async () => {
    await Promise.all([...loaded.current].map((key) => load(key)));
  }, [load]);

  return { children, expanded, failed, toggle, reload };
}
