/**
 * How many browser tests each Playwright project runs, from `playwright test --list`, written as JSON for
 * scripts/ci/stage-report.ts to hold against the budget's counts.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [, , out] = process.argv;
if (!out) throw new Error('usage: list-tests.ts <counts.json>');
const listing = execFileSync('npx', ['playwright', 'test', '--list'], { encoding: 'utf8' });
const counts: Record<string, number> = {};
for (const [, project = ''] of listing.matchAll(/^\s*\[([\w-]+)\] › /gm))
  counts[project] = (counts[project] ?? 0) + 1;
writeFileSync(out, JSON.stringify(counts, null, 2));
console.log(
  Object.entries(counts)
    .map(([project, count]) => `${project} ${count}`)
    .join(', '),
);
