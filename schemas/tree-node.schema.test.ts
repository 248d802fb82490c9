import { describe, expect, it } from 'vitest';
import { isHighlighted, TreeNode } from './tree-node.schema';

describe('TreeNode (SPEC 3)', () => {
  it('reads the spec fields and keeps the others', () => {
    const node = {
      id: 'ou-2',
      name: '研发部',
      pId: 'ou-1',
      levelNumber: 2,
      ouData: { isHilevel: true, code: 'RD' },
      privilegeType: 'MANAGER_OU',
      highlight: true,
    };
    expect(TreeNode.parse(node)).toEqual(node);
  });

  it('gives missing or wrong properties their defaults', () => {
    const defaults = {
      pId: null,
      levelNumber: 0,
      ouData: { isHilevel: false },
      privilegeType: null,
      highlight: false,
    };
    expect(TreeNode.parse({})).toEqual(defaults);
    expect(
      TreeNode.parse({
        pId: {},
        levelNumber: -1,
        ouData: 'x',
        privilegeType: 'MANAGER_USER',
        highlight: 'yes',
      }),
    ).toEqual(defaults);
    expect(TreeNode.parse({ pId: 7, levelNumber: 1.5 }).pId).toBe(7);
    expect(TreeNode.parse({ levelNumber: 1.5 }).levelNumber).toBe(0);
  });
});

describe('isHighlighted', () => {
  const node = (privilegeType: unknown, highlight?: unknown) => TreeNode.parse({ privilegeType, highlight });

  it('highlights a node with either privilege', () => {
    expect(isHighlighted(node('MANAGER_OU'))).toBe(true);
    expect(isHighlighted(node('MANAGER_APPLICATION'))).toBe(true);
  });

  it('does not highlight a node without a privilege, or with one it does not know', () => {
    expect(isHighlighted(node(undefined))).toBe(false);
    expect(isHighlighted(node(null))).toBe(false);
    expect(isHighlighted(node('MANAGER_USER'))).toBe(false);
  });

  it('keeps the highlight the data already set', () => {
    expect(isHighlighted(node(null, true))).toBe(true);
  });
});
