/**
 * The contract's fixed-depth mindmap (topic → branches → points → details) as one recursive shape
 * the viewer draws at every level, with ids that stay the same for the same tree so the open
 * branches survive a re-render.
 */
import type { MindmapTree } from '@medsutra/contract/mindmaps/api';

export type ViewDepth = 0 | 1 | 2 | 3;

export interface ViewNode {
  id: string;
  label: string;
  depth: ViewDepth;
  children: ViewNode[];
}

export function toViewTree(tree: MindmapTree): ViewNode {
  return {
    id: 'root',
    label: tree.topic,
    depth: 0,
    children: tree.branches.map((branch, b) => ({
      id: `b${b}`,
      label: branch.label,
      depth: 1,
      children: branch.children.map((point, p) => ({
        id: `b${b}.p${p}`,
        label: point.label,
        depth: 2,
        children: point.children.map((detail, d) => ({
          id: `b${b}.p${p}.d${d}`,
          label: detail.label,
          depth: 3,
          children: [],
        })),
      })),
    })),
  };
}

/** Every node that can open (one with children), top-down. */
export function openableIds(node: ViewNode): string[] {
  if (node.children.length === 0) return [];
  return [node.id, ...node.children.flatMap(openableIds)];
}

/** What a mindmap shows when it opens: the topic and its branches; points wait for a tap. */
export function initiallyOpen(): ReadonlySet<string> {
  return new Set(['root']);
}

export function toggled(open: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(open);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Nodes under this one, at every depth: what a collapsed node hides. */
export function descendantCount(node: ViewNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}
