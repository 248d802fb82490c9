/**
 * The documentation's links: README.md is a front door to docs/, so a moved or renamed file or heading must not
 * leave a link that leads nowhere, and nothing may point outside the repository (the docs travel with a clone).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'server/seed/README.md',
];

/** The text outside fenced code blocks: a link or heading shown as code is neither. */
function prose(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/** Every link target of a Markdown text: inline links and images, reference definitions, autolinks, bare URLs. */
function linksOf(markdown: string): string[] {
  // Inline code is shown, not followed: `[a](b)` or `https://…` in backticks is no link.
  const text = prose(markdown)
    .join('\n')
    .replace(/(`+)[^`]*?\1/g, '');
  const patterns = [
    /\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g, // [text](target), ![alt](target)
    /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm, // [ref]: target
    /<([a-z][a-z0-9+.-]*:[^\s>]*)>/gi, // <scheme:…>
    /\b(?:href|src)="([^"]*)"/g, // HTML
    /(?<![<(\w/])((?:https?:\/\/|www\.)[^\s<>()]+)/g, // GitHub links bare URLs too
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** GitHub's anchors for the headings of a Markdown text, a repeated heading's with -1, -2… */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text only
      .replace(/[`*]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

type Link = { file: string; target: string };

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const anchorsByFile = new Map<string, Set<string>>();
function anchorsIn(path: string): Set<string> {
  const anchors = anchorsByFile.get(path) ?? anchorsOf(readFileSync(path, 'utf8'));
  anchorsByFile.set(path, anchors);
  return anchors;
}
const links: Link[] = DOCS.flatMap((file) => linksOf(read(file)).map((target) => ({ file, target })));
const shown = ({ file, target }: Link) => `${file}: ${target}`;

/** A URL rather than a path: a scheme (http:, mailto:…), another host (//host) or a bare www. name. */
const isUrl = (target: string) => /^([a-z][a-z0-9+.-]*:|\/\/|www\.)/i.test(target);
/** Outside the repository: any URL but the running app's own, on localhost. */
const external = (target: string) => isUrl(target) && !/^http:\/\/localhost[:/]/.test(target);

/** The repository file a relative link names (its #anchor dropped), from the linking file's folder. */
function fileOf({ file, target }: Link): string {
  const path = target.split('#')[0] ?? '';
  return path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), decodeURIComponent(path));
}

describe('documentation links (README.md, docs/, server/seed/README.md)', () => {
  it('lead to files that exist in the repository', () => {
    const broken = links.filter((link) => {
      if (isUrl(link.target)) return false;
      const path = fileOf(link);
      return relative(ROOT, path).startsWith('..') || !existsSync(path);
    });
    expect(broken.map(shown)).toEqual([]);
  });

  it('name a heading that exists when they carry an #anchor into Markdown', () => {
    const missing = links.filter((link) => {
      if (isUrl(link.target) || !link.target.includes('#')) return false;
      const path = fileOf(link);
      if (!path.endsWith('.md') || !existsSync(path)) return false; // the file itself: the rule above
      const anchor = decodeURIComponent(link.target.slice(link.target.indexOf('#') + 1));
      return !anchorsIn(path).has(anchor);
    });
    expect(missing.map(shown)).toEqual([]);
  });

  it('stay inside the repository (http://localhost, the app itself, excepted)', () => {
    expect(links.filter((link) => external(link.target)).map(shown)).toEqual([]);
  });
});
