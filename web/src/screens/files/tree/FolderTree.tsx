// The folder tree beside the contents: each folder a link (Tab and Enter reach it) that opens its contents, opened
// lazily, and a drop target for items dragged from the contents (refused targets do not light up).
import { Callout, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { DRAG_TYPE, dropVerdict, type FolderPath } from '../model/dropRules';
import { folderAddress } from './addresses';
import { draggedItems } from './dragging';
import { TOP, type FolderTreeState, type TreeFolder } from './useFolderTree';

interface FolderTreeProps {
  tree: FolderTreeState;
  currentId: string | null;
  /** Told the ids dropped on a folder (null: the top) and whether Ctrl asked for a copy. */
  onDrop: (payload: string, target: FolderPath, copy: boolean) => void;
}

type NodeData = { id: string | null };

function pathOf(folder: TreeFolder): FolderPath {
  return [...folder.path.map((crumb) => crumb.id), folder.id];
}

export function FolderTree({ tree, currentId, onDrop }: FolderTreeProps) {
  const [over, setOver] = useState<string | null>(null);
  const target = (key: string, path: FolderPath) => ({
    onDragOver(event: DragEvent) {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      const items = draggedItems();
      if (items.length > 0 && !dropVerdict(items, path, event.ctrlKey || event.metaKey).ok) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = event.ctrlKey || event.metaKey ? 'copy' : 'move';
      setOver(key);
    },
    onDragLeave() {
      setOver((current) => (current === key ? null : current));
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      setOver(null);
      onDrop(event.dataTransfer.getData(DRAG_TYPE), path, event.ctrlKey || event.metaKey);
    },
  });

  const nodesOf = (key: string): TreeNodeInfo<NodeData>[] =>
    (tree.children.get(key) ?? []).map((folder) => {
      const open = tree.expanded.has(folder.id);
      return {
        id: folder.id,
        nodeData: { id: folder.id },
        icon: open ? 'folder-open' : 'folder-close',
        hasCaret: folder.childrenCount > 0,
        isExpanded: open && folder.childrenCount > 0,
        isSelected: folder.id === currentId,
        className: over === folder.id ? 'files-drop-over' : undefined,
        label: (
          <Link className="files-tree-link" to={folderAddress(folder.id)} {...target(folder.id, pathOf(folder))}>
            {folder.name}
          </Link>
        ),
        childNodes: open ? nodesOf(folder.id) : undefined,
      };
    });

  const top: TreeNodeInfo<NodeData> = {
    id: TOP,
    nodeData: { id: null },
    icon: 'home',
    isExpanded: true,
    isSelected: currentId === null,
    className: over === TOP ? 'files-drop-over' : undefined,
    label: (
      <Link className="files-tree-link" to={folderAddress(null)} {...target(TOP, [])}>
        All folders
      </Link>
    ),
    childNodes: nodesOf(TOP),
  };

  return (
    <nav className="files-tree" aria-label="Folders">
      {tree.failed && (
        <Callout intent="warning" compact>
          Some folders could not be loaded.
        </Callout>
      )}
      <Tree<NodeData>
        contents={[top]}
        onNodeExpand={(node) => node.nodeData?.id && tree.toggle(node.nodeData.id, true)}
        onNodeCollapse={(node) => node.nodeData?.id && tree.toggle(node.nodeData.id, false)}
      />
    </nav>
  );
}
