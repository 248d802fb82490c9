/**
 * The build stamp: a hash of everything `npm run build` reads (scripts/build/build-inputs.ts), kept in
 * dist/ so `npm start` rebuilds only when the sources changed.
 *   begin   (first step of `npm run build`) hashes the inputs as the build starts, into node_modules/.cache
 *           (vite empties dist/ first), so an edit made while it runs still counts as a change
 *   commit  (last step, reached only when every step succeeded) moves that hash into dist/
 *   ensure  (`npm start`) runs `npm run build` when buildDecision says so, else says why not
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDecision, inputsHash } from './build-inputs';

const DIST = 'dist';
const STAMP = path.join(DIST, '.build-stamp');
const PENDING = path.join('node_modules', '.cache', 'idaas-login', 'build-stamp');

const readStamp = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);

const command = process.argv[2];
if (command === 'begin') {
  mkdirSync(path.dirname(PENDING), { recursive: true });
  writeFileSync(PENDING, inputsHash('.'));
} else if (command === 'commit') {
  if (existsSync(PENDING)) renameSync(PENDING, STAMP);
  else rmSync(STAMP, { force: true });
} else if (command === 'ensure') {
  const decision = buildDecision({
    built: existsSync(path.join(DIST, 'index.html')),
    stamp: readStamp(STAMP),
    hash: inputsHash('.'),
  });
  console.log(`${decision.build ? 'Building' : 'Not building'}: ${decision.reason}.`);
  if (decision.build) {
    const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    process.exit(status ?? 1);
  }
} else {
  console.error('usage: tsx scripts/build/build-stamp.ts begin|commit|ensure');
  process.exit(2);
}
