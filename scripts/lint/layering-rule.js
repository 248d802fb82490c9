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
  if (top === 'machines') return { name: 'machines', flow: second };
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

/**
 * The imports from one flow's folder of machines/ into another's that remain (issue 44), each a machine another
 * runs as its child or the login types' registry, with why. Every other such import is refused: what two flows
 * share belongs in machines/shared, and machines/app composes them.
 */
export const KNOWN_FLOW_IMPORTS = {
  'composite -> sign-in': "a chain's login step runs the login page's login types (sign-in/login-types.ts)",
  ...Object.fromEntries(
    ['alilang-login', 'embedded-qr', 'password-login', 'qr-login', 'sms-login', 'usbkey-login'].map(
      (type) => [
        `sign-in -> ${type}`,
        'the login types the login page runs, one line each in sign-in/login-types.ts',
      ],
    ),
  ),
  'bind -> password-login': 'a binding signs the local account in with the password login',
  'bind -> register': "a binding registers a new account with the registration's machine",
  'post-login -> license': 'post-login shows the license dialogs as its child',
};

/** Why a file of machines/`a` may not import one of machines/`b`, or null when it may. */
function flowViolation(a, b) {
  if (a === b || b === 'shared') return null;
  if (a === 'shared') return 'machines/shared is below every flow: it imports no flow folder';
  if (a === 'app') return null;
  if (KNOWN_FLOW_IMPORTS[`${a} -> ${b}`]) return null;
  return `a flow does not import another flow (${a} → ${b}): move what they share to machines/shared, compose them in machines/app`;
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
      if (b.name === 'machines') return flowViolation(a.flow, b.flow);
      return b.name === 'schemas' ? null : 'machines are pure: they import machines/ and schemas/ only';
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
