import type { MindmapTree } from '@medsutra/contract/mindmaps/api';
import { describe, expect, it } from 'vitest';
import { descendantCount, initiallyOpen, openableIds, toggled, toViewTree } from './view-tree';

const tree: MindmapTree = {
  topic: 'Heart failure',
  branches: [
    {
      label: 'Causes',
      children: [
        { label: 'Ischaemic heart disease', children: [{ label: 'Most common cause' }] },
        { label: 'Hypertension', children: [] },
      ],
    },
    { label: 'Management', children: [] },
  ],
};

describe('the viewer tree', () => {
  it('keeps every label at its depth, in order', () => {
    const root = toViewTree(tree);
    expect(root.label).toBe('Heart failure');
    expect(root.children.map((node) => [node.id, node.label, node.depth])).toEqual([
      ['b0', 'Causes', 1],
      ['b1', 'Management', 1],
    ]);
    const detail = root.children[0]!.children[0]!.children[0]!;
    expect(detail).toEqual({ id: 'b0.p0.d0', label: 'Most common cause', depth: 3, children: [] });
  });

  it('offers open and close only on nodes that have something under them', () => {
    expect(openableIds(toViewTree(tree))).toEqual(['root', 'b0', 'b0.p0']);
  });

  it('counts what a collapsed node hides', () => {
    const root = toViewTree(tree);
    expect(descendantCount(root)).toBe(5);
    expect(descendantCount(root.children[0]!)).toBe(3);
    expect(descendantCount(root.children[1]!)).toBe(0);
  });

  it('opens on the branches and toggles one node at a time without changing the old set', () => {
    const start = initiallyOpen();
    const opened = toggled(start, 'b0');
    expect([...opened].sort()).toEqual(['b0', 'root']);
    expect([...start]).toEqual(['root']);
    expect([...toggled(opened, 'b0')]).toEqual(['root']);
  });
});
