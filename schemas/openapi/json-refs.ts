/** Every `$ref` string in a JSON value, depth first. */
export function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

// JSON Pointer escapes (RFC 6901): ~1 is '/', ~0 is '~'.
const unescape = (token: string) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/** What a local `$ref` (`#/a/b`) points at in `root`, or undefined when it points at nothing. */
export function resolveRef(root: unknown, ref: string): unknown {
  if (ref !== '#' && !ref.startsWith('#/')) return undefined;
  const tokens = ref === '#' ? [] : ref.slice(2).split('/').map(unescape);
  let node: unknown = root;
  for (const token of tokens) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = Reflect.get(node, token);
  }
  return node;
}
