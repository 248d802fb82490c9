/**
 * The suite's stage table (scripts/ci/suite.sh): each stage's wall and CPU seconds against scripts/ci/budget.json,
 * the slowest Vitest files and Playwright tests, and the browser tests per project against their budget.
 * CPU seconds are the cost and fail the run past +20 % (a warning past +10 %); wall seconds on a shared
 * machine are noise as much as cost, so they only warn. A Vitest file over its limit fails (once the budget
 * says so): split it. The machine's CPU seconds while a stage ran count every process, Chromium's renderers and
 * the servers beside Vitest and Playwright too, which the stage's own CPU (bash's `time`) misses; with whatever
 * else the machine ran, so they too only warn.
 *   usage: tsx scripts/ci/stage-report.ts <reports folder> [failed stage ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const Budget = z.object({
  stages: z.record(
    z.string(),
    z.object({ wall: z.number(), cpu: z.number(), machine: z.number().optional() }),
  ),
  tests: z.record(z.string(), z.number()),
  vitestFileSeconds: z.number(),
  /** Whether a file over the limit fails the run; off, it is named as a warning (docs/testing.md). */
  vitestFileOverLimitFails: z.boolean(),
});
const VitestReport = z.object({
  testResults: z.array(z.object({ name: z.string(), startTime: z.number(), endTime: z.number() })),
});
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

const FAIL_OVER = 1.2;
const WARN_OVER = 1.1;
const SLOWEST = 15;

const [folder = 'reports/suite', ...failedStages] = process.argv.slice(2);
const budget = Budget.parse(JSON.parse(readFileSync('scripts/ci/budget.json', 'utf8')));
const readJson = (file: string): unknown =>
  existsSync(path.join(folder, file)) ? JSON.parse(readFileSync(path.join(folder, file), 'utf8')) : null;

const problems: string[] = failedStages.map((stage) => `stage ${stage} failed`);
const warnings: string[] = [];
const pad = (text: string | number, width: number) => String(text).padStart(width);
/** Whole seconds, or a dash where none were measured. */
const seconds = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));

// name wall user sys status machine, one line a stage (bash's `time`: the stage's own CPU and its children's;
// machine: every process's, `-` for the servers, which run beside the stages that count them).
const stages = readFileSync(path.join(folder, 'stages.tsv'), 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name = '', wall, user, sys, status, machine] = line.split(' ');
    return {
      name,
      wall: Number(wall),
      cpu: Number(user) + Number(sys),
      status: Number(status),
      machine: Number(machine),
    };
  });

console.log('\nstage            wall s    CPU s  machine CPU s   budget wall/CPU/machine');
for (const stage of stages) {
  const limit = budget.stages[stage.name];
  let note = '';
  if (!limit) note = '  (no budget: add one to scripts/ci/budget.json)';
  else if (stage.cpu > limit.cpu * FAIL_OVER) {
    problems.push(
      `${stage.name} took ${stage.cpu.toFixed(0)} CPU-s, over its budget of ${limit.cpu} by more than 20 %`,
    );
    note = '  FAIL: CPU over budget by more than 20 %';
  } else if (stage.cpu > limit.cpu * WARN_OVER) {
    warnings.push(`${stage.name}: CPU over budget by more than 10 %`);
    note = '  warning: CPU over budget by more than 10 %';
  } else if (limit?.machine && stage.machine > limit.machine * WARN_OVER) {
    warnings.push(`${stage.name}: the machine's CPU over budget by more than 10 %`);
    note = "  warning: the machine's CPU over budget by more than 10 %";
  } else if (stage.wall > limit.wall * WARN_OVER) {
    warnings.push(`${stage.name}: wall time over budget by more than 10 %`);
    note = '  warning: wall time over budget by more than 10 %';
  }
  const budgetText = limit ? `${limit.wall}/${limit.cpu}/${limit.machine ?? '—'}` : '—';
  console.log(
    `${stage.name.padEnd(14)} ${pad(stage.wall.toFixed(0), 8)} ${pad(stage.cpu.toFixed(0), 8)} ${pad(seconds(stage.machine), 14)}   ${budgetText}${note}`,
  );
}
const suiteWall = Number(process.env.SUITE_WALL ?? NaN);
const cpu = stages.reduce((sum, stage) => sum + stage.cpu, 0);
const suiteMachine = Number(process.env.SUITE_MACHINE ?? NaN);
console.log(
  `${'whole suite'.padEnd(14)} ${pad(seconds(suiteWall), 8)} ${pad(cpu.toFixed(0), 8)} ${pad(seconds(suiteMachine), 14)}`,
);

const vitest = readJson('vitest.json');
if (vitest) {
  const files = VitestReport.parse(vitest)
    .testResults.map((file) => ({
      name: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log(`\nThe ${SLOWEST} slowest Vitest files of ${files.length}:`);
  for (const file of files.slice(0, SLOWEST))
    console.log(`${pad(file.seconds.toFixed(1), 7)} s  ${file.name}`);
  for (const file of files.filter((f) => f.seconds > budget.vitestFileSeconds))
    (budget.vitestFileOverLimitFails ? problems : warnings).push(
      `${file.name} took ${file.seconds.toFixed(0)} s, over ${budget.vitestFileSeconds} s: split it by concern so the workers share the load`,
    );
}

const playwright = readJson('playwright.json') as { suites: PlaywrightSuite[] } | null;
if (playwright) {
  const tests: { title: string; seconds: number }[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          tests.push({
            title: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`,
            seconds: result.duration / 1000,
          });
    for (const child of suite.suites ?? []) walk(child, here);
  };
  playwright.suites.forEach((suite) => walk(suite, []));
  tests.sort((a, b) => b.seconds - a.seconds);
  console.log(`\nThe ${SLOWEST} slowest Playwright tests of ${tests.length}:`);
  for (const test of tests.slice(0, SLOWEST))
    console.log(`${pad(test.seconds.toFixed(1), 7)} s  ${test.title}`);
}

// More browser tests than the budget says is a choice to make in the budget, with a reason, not a drift.
const listed = readJson('tests-listed.json') as Record<string, number> | null;
if (listed) {
  console.log('\nBrowser tests per project (budget):');
  for (const [project, count] of Object.entries(listed)) {
    const limit = budget.tests[project];
    console.log(`  ${project.padEnd(12)} ${pad(count, 4)} (${limit ?? '—'})`);
    if (limit === undefined || count > limit)
      problems.push(
        `${project} runs ${count} browser tests, over its budget of ${limit ?? 0}: assert at the cheapest level, or raise the budget in scripts/ci/budget.json saying why`,
      );
  }
}

for (const warning of warnings) console.log(`warning: ${warning}`);
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
