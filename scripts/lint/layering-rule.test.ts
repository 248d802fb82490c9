import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_FLOW_IMPORTS, violation } from './layering-rule.js';

/** Every import of one machines/ flow folder by another's code (tests aside), as `a -> b`. */
function flowImports(): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync('machines', { recursive: true, encoding: 'utf8' })) {
    // Tests and their helpers (machines/testing) may reach into any flow.
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('testing')) continue;
    const from = file.split(path.sep)[0] ?? '';
    for (const [, spec] of readFileSync(path.join('machines', file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.relative('machines', path.join('machines', path.dirname(file), spec ?? ''));
      const to = target.split(path.sep)[0] ?? '';
      if (!target.startsWith('..') && to !== from && !['shared', 'app'].includes(to) && from !== 'app')
        found.add(`${from} -> ${to}`);
    }
  }
  return found;
}

describe('the layering of machines/', () => {
  it('refuses a flow importing another flow, and machines/shared importing any flow', () => {
    expect(violation('machines/sms-login/sms-login.machine.ts', 'machines/qr-login/qr-login.schema')).toMatch(
      /a flow does not import another flow \(sms-login → qr-login\)/,
    );
    expect(violation('machines/shared/grant.ts', 'machines/password-login/password-login.machine')).toMatch(
      /machines\/shared is below every flow/,
    );
    expect(violation('machines/register/register.machine.ts', 'machines/testing/sample-tenant')).toMatch(
      /another flow/,
    );
  });

  it('lets a flow import its own folder and machines/shared, and machines/app compose every flow', () => {
    expect(
      violation('machines/register/register.machine.ts', 'machines/register/register.schema'),
    ).toBeNull();
    expect(violation('machines/register/register.entry.ts', 'machines/shared/flow-entry')).toBeNull();
    expect(violation('machines/app/app.machine.ts', 'machines/boot/boot.machine')).toBeNull();
    expect(violation('machines/sign-in/sign-in.machine.test.ts', 'machines/boot/boot.machine')).toBeNull();
  });

  it('knows exactly the cross-flow imports that remain: one paid off leaves the list', () => {
    expect([...flowImports()].sort()).toEqual(Object.keys(KNOWN_FLOW_IMPORTS).sort());
  });
});
