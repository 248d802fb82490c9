/**
 * ESLint rule `e2e/phone-tag`: a browser test that branches on the device carries the `@phone` tag.
 * The phone project runs only the tagged tests besides the screens (playwright.config.ts, ON_A_PHONE), so a
 * test that does something else on a phone, or runs on a phone alone (`test.skip(!isMobile)`), would never
 * have its phone branch run without the tag. Skipping on a phone (`test.skip(isMobile)`) or pinning a test to
 * the zh desktop (`test.skip(project.name !== 'desktop-zh')`) needs no tag: nothing of it runs on a phone.
 */

const TAG = '@phone';

/** `isMobile`, or `<x>.project.name`: what a test reads to learn its device. */
function isDeviceRead(node) {
  if (node.type === 'Identifier') return node.name === 'isMobile';
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.name === 'name' &&
    node.object.type === 'MemberExpression' &&
    !node.object.computed &&
    node.object.property.name === 'project'
  );
}

/** `test(...)`, `test.only(...)`, `test.describe(...)`: the calls that may carry a tag in their details. */
const testCall = (node) => {
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name === 'test';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'test' &&
    ['only', 'describe'].includes(callee.property.name)
  );
};

const isSkip = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'test' &&
  node.callee.property.name === 'skip';

/** Whether a test call's details object names the tag (`{ tag: '@phone' }` or `{ tag: ['@phone', …] }`). */
function carriesTag(call) {
  const details = call.arguments[1];
  if (details?.type !== 'ObjectExpression') return false;
  const tag = details.properties.find((p) => p.type === 'Property' && p.key.name === 'tag')?.value;
  const values = tag?.type === 'ArrayExpression' ? tag.elements : [tag];
  return values.some((v) => v?.type === 'Literal' && v.value === TAG);
}

/**
 * Whether a device read only keeps a test off the phone: the skip condition itself is the read
 * (`test.skip(isMobile)`, `test.skip(({ isMobile }) => isMobile)`), or compares the project's name with `!==`.
 */
function onlySkipsThePhone(node, ancestors) {
  const skip = ancestors.findLast(isSkip);
  if (!skip) return false;
  const condition = skip.arguments[0];
  const body = condition?.type === 'ArrowFunctionExpression' ? condition.body : condition;
  if (body === node) return node.type === 'Identifier';
  const parent = ancestors.at(-1);
  return parent?.type === 'BinaryExpression' && parent.operator === '!==' && body === parent;
}

export const phoneTagRule = {
  meta: {
    type: 'problem',
    messages: {
      untagged:
        "This test reads the device ({{read}}) but is not tagged '@phone': the phone project runs only tagged " +
        "tests (playwright.config.ts), so its phone branch would never run. Add { tag: '@phone' }.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (!isDeviceRead(node)) return;
      // A destructured parameter names the fixture, and `x.isMobile` is another object's: only uses count.
      const parent = node.parent;
      if (parent?.type === 'Property' && parent.parent?.type === 'ObjectPattern') return;
      if (parent?.type === 'MemberExpression' && parent.property === node && node.name === 'isMobile') return;
      const ancestors = context.sourceCode.getAncestors(node);
      const calls = ancestors.filter((a) => a.type === 'CallExpression' && testCall(a));
      if (calls.length === 0) return;
      if (calls.some(carriesTag) || onlySkipsThePhone(node, ancestors)) return;
      context.report({ node, messageId: 'untagged', data: { read: context.sourceCode.getText(node) } });
    };
    return { Identifier: check, MemberExpression: check };
  },
};
