import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PORTS } from '../../playwright.config';
import { demoAdminTool } from '../../server/seed/demo-tenant';

const run = promisify(execFile);

/**
 * Approves NAME's registration as the tenant's administrator does: the admin command, through the running
 * e2e server's API with the demo tool's application token (the server holds its PGlite directory).
 */
export async function approveRegistration(username: string): Promise<void> {
  await run('npx', [
    'tsx',
    'server/scripts/admin.ts',
    'approve',
    username,
    '--server',
    `http://localhost:${PORTS.main}`,
    '--token',
    demoAdminTool.token,
  ]);
}
