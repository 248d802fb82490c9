/**
 * Vitest global setup: after the run, adds up what each machine's model test reached, prints it per machine,
 * writes `reports/machine-coverage.json` for CI to keep, and fails the run when a machine has no model test
 * or left a state or transition unreached that `machines/coverage-exceptions.json` does not list with a reason.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COVERAGE_PARTS_DIR } from './coverage';

type Part = {
  machine: string;
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  unreachedStates: string[];
  unreachedTransitions: string[];
  excepted: Record<string, Record<string, string>>;
};

/** Machine ids by file: `id: 'x'` in each `*.machine.ts`, so a new machine is counted without a list to edit. */
function machineIds(): Map<string, string> {
  const ids = new Map<string, string>();
  const files = readdirSync('machines', { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.machine.ts'))) {
    const id = /createMachine\(\{\s*id:\s*'([^']+)'/.exec(readFileSync(join('machines', file), 'utf8'))?.[1];
    ids.set(file, id ?? '(no id)');
  }
  return ids;
}

export function setup(): void {
  rmSync(COVERAGE_PARTS_DIR, { recursive: true, force: true });
}

export function teardown(): void {
  const parts = new Map<string, Part>();
  if (existsSync(COVERAGE_PARTS_DIR)) {
    for (const file of readdirSync(COVERAGE_PARTS_DIR)) {
      const part = JSON.parse(readFileSync(join(COVERAGE_PARTS_DIR, file), 'utf8')) as Part;
      parts.set(part.machine, part);
    }
  }
  // A partial run (one test file) reports only what it ran.
  const partial = process.env.VITEST_PARTIAL === '1' || process.argv.some((a) => a.endsWith('.test.ts'));
  const problems: string[] = [];
  const rows = [...machineIds()].map(([file, id]) => {
    const part = parts.get(id);
    if (!part) {
      if (!partial) problems.push(`${file}: no model-based test recorded coverage for machine "${id}"`);
      return { file, machine: id, states: null, transitions: null };
    }
    part.unreachedStates.forEach((s) => problems.push(`${id}: state ${s} unreached`));
    part.unreachedTransitions.forEach((t) => problems.push(`${id}: transition ${t} unreached`));
    return { file, machine: id, states: part.states, transitions: part.transitions, excepted: part.excepted };
  });
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    join('reports', 'machine-coverage.json'),
    JSON.stringify({ machines: rows, problems }, null, 2),
  );
  const figure = (f: { reached: number; total: number } | null) => (f ? `${f.reached}/${f.total}` : '—');
  console.log('\nMachine coverage (model-based tests)');
  console.log(`${'machine'.padEnd(18)}${'states'.padStart(10)}${'transitions'.padStart(14)}`);
  for (const row of rows)
    console.log(
      `${row.machine.padEnd(18)}${figure(row.states).padStart(10)}${figure(row.transitions).padStart(14)}`,
    );
  if (problems.length > 0) throw new Error(`Machine coverage incomplete:\n  ${problems.join('\n  ')}`);
}
