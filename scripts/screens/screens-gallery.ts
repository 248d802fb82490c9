/**
 * Writes every reference screen of e2e/screens.spec.ts into one page, reports/screens.html: one row per
 * screen, one column per project (desktop and mobile, zh and en), so a reviewer sees a change across all
 * four at a glance. The images stay where they are; the page links them relatively.
 *
 *   npx playwright test e2e/screens.spec.ts --update-snapshots   # after a change meant to show
 *   npm run screens                                              # then open reports/screens.html
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const screens = join(root, 'e2e/screens');
const out = join(root, 'reports/screens.html');

const projects = readdirSync(screens).sort();
const names = [...new Set(projects.flatMap((project) => readdirSync(join(screens, project))))].sort();
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const link = (project: string, name: string) =>
  escape(
    relative(dirname(out), join(screens, project, name))
      .split('\\')
      .join('/'),
  );

const cell = (project: string, name: string) =>
  readdirSync(join(screens, project)).includes(name)
    ? `<td><a href="${link(project, name)}"><img src="${link(project, name)}" alt="${escape(`${name} ${project}`)}" loading="lazy"></a></td>`
    : '<td class="missing">none</td>';

const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Screens under test (${names.length} screens, ${projects.length} projects)</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 24px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: 8px; vertical-align: top; }
  th { text-align: left; background: #f3f3f3; position: sticky; top: 0; }
  img { max-width: 420px; max-height: 420px; display: block; }
  .missing { color: #a00; }
</style>
<h1>Screens under test</h1>
<p>${names.length} screens × ${projects.length} projects, from e2e/screens (the references e2e/screens.spec.ts compares with).</p>
<table>
<tr><th>screen</th>${projects.map((project) => `<th>${escape(project)}</th>`).join('')}</tr>
${names.map((name) => `<tr><th>${escape(name.replace(/\.png$/, ''))}</th>${projects.map((project) => cell(project, name)).join('')}</tr>`).join('\n')}
</table>
</html>
`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, html);
console.log(`${relative(root, out)}: ${names.length} screens × ${projects.length} projects`);
