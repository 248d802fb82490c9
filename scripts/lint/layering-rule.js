/**
 * ESLint rule `layering/imports`: the layering of docs/architecture.md, "Layers", checked on every import.
 * Each file belongs to a layer by its path; an import that crosses into a layer its own may not use is an
 * error that names both. Tests, e2e and scripts are not checked: they may reach into any layer.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The layer of a repository-relative path, or null for files the rule does not check. */
export function layerOf(file) {
  if (/\.test\.tsx?$/.test(file) || file.startsWith('machines/testing/')) return null;
  const [top, second, third] = file.split('/');
  if (top === 'schemas') return { name: 'schemas' };
  if (top === 'machines') return { name: 'machines' };
  if (top === 'server') {
    if (second === 'http') return { name: 'server-http' };
    if (file.endsWith('.route.ts') || file === 'server/app.ts' || second === 'test')
      return { name: 'server-route' };
    return { name: 'server' };
  }
  if (top !== 'src') return null;
  const view = file.endsWith('.view.tsx');
  if (second === 'api') return { name: 'api' };
  if (second === 'features') return { name: 'feature', feature: third, view };
  if (second === 'shared') return { name: 'shared', view };
  if (second === 'app' || second === 'main.tsx') return { name: 'app' };
  if (second === 'dev') return { name: 'dev' };
  return { name: 'support' };
}

/** Why `from` may not import `to` (both repository-relative), or null when it may. */
export function violation(from, to) {
  const a = layerOf(from);
  if (!a) return null;
  const b = layerOf(to) ?? { name: to.split('/')[0] };
  const src = (layer) => ['api', 'feature', 'shared', 'app', 'dev', 'support'].includes(layer.name);
  const server = (layer) => layer.name.startsWith('server');
  switch (a.name) {
    case 'schemas':
      return b.name === 'schemas' ? null : 'schemas/ holds the contract only: it imports nothing of the app';
    case 'machines':
      return ['machines', 'schemas'].includes(b.name)
        ? null
        : 'machines are pure: they import machines/ and schemas/ only';
    case 'api':
      return ['api', 'schemas'].includes(b.name)
        ? null
        : 'the HTTP layer imports schemas/ only, never machines or features';
    case 'server':
      if (b.name === 'server-http') return 'services do not import the HTTP layer (server/http)';
    // falls through
    case 'server-http':
    case 'server-route':
      return src(b) || b.name === 'machines' ? 'the server imports schemas/ and server/ only' : null;
  }
  if (server(b)) return 'the browser app does not import the server';
  if (a.view && (b.name === 'api' || /\.(api|flow)\.tsx?$/.test(to)))
    return 'views select state and send events: they do not import an API or a flow';
  if (a.name === 'feature' && b.name === 'feature' && a.feature !== b.feature)
    return `a feature does not import another feature (${a.feature} → ${b.feature}); compose them in src/app`;
  if (['feature', 'shared', 'support'].includes(a.name) && b.name === 'app')
    return 'only src/app composes: nothing else imports it';
  if (['shared', 'support'].includes(a.name) && b.name === 'feature')
    return 'shared code does not import a feature';
  return null;
}

export const layeringRule = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{reason}} ({{target}})' } },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path
        .relative(ROOT, path.resolve(path.dirname(context.filename), source.value))
        .split(path.sep)
        .join('/');
      const reason = violation(from, target);
      if (reason) context.report({ node: source, messageId: 'layer', data: { reason, target } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
