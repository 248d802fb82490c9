import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every import (types too) between the files under `roots`, tests aside, as module → modules (no extension). */
function importsOf(roots: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const root of roots)
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
      const from = path.join(root, file).replace(/\.tsx?$/, '');
      const targets = new Set<string>();
      for (const [, spec] of readFileSync(path.join(root, file), 'utf8').matchAll(/from\s+'(\.[^']+)'/g))
        targets.add(path.join(path.dirname(from), spec ?? '').replace(/\.tsx?$/, ''));
      graph.set(from, targets);
    }
  return graph;
}

/** The same imports between folders. */
const byFolder = (graph: Map<string, Set<string>>) => {
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const edges = folders.get(path.dirname(from)) ?? new Set<string>();
    for (const to of targets) if (path.dirname(to) !== path.dirname(from)) edges.add(path.dirname(to));
    folders.set(path.dirname(from), edges);
  }
  return folders;
};

/** The loops of a graph: its strongly connected parts of more than one node (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === node ? undefined : stack.pop())
      part.push(top);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import loops', () => {
  // server/ still has one: its features import each other's services and repositories (issue 44).
  const graph = importsOf(['machines', 'src']);

  it('finds a loop where there is one', () => {
    const sample = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(sample)).toEqual([['a', 'b', 'c']]);
  });

  it('has none between the files of machines/ and src/', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(loops(graph)).toEqual([]);
  });

  it('has none between their folders', () => {
    expect(loops(byFolder(graph))).toEqual([]);
  });
});
