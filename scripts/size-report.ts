/**
 * `npm run size`: what the browser downloads before the login form is usable, chunk by chunk, raw, gzip and
 * brotli, from the Vite manifest of `dist/`: the entry with its static imports and CSS, then the lazy login
 * route and the default (zh) catalog, which the entry loads at once. Exits non-zero when the first screen is
 * over its budget: JS and CSS together at most BUDGET_GZIP_KB gzip, at most BUDGET_REQUESTS requests after
 * the HTML, no web fonts (docs/speed.md).
 *
 * gzip and brotli are the bytes the server sends: the precompressed `.gz` (Zopfli) and `.br` files of the
 * build. `zlib -9` is what an on-the-fly gzip at its best level would send, for comparison.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

// 150 KB until the first screen took the password login's device check (SPEC 7: the device agent's id goes with
// rest_token, its warning and dialog are the form's) and the tabs of five login types; each type's own code and
// the agent's JSONP download later. 154 KB since the flow table took third-party sign-in's nine routes and the
// login page its sources' row (issue 14); their machines, pages and texts download when a source is used. 155 KB
// since the flow table took the tenant choice (`/enterpriseSelect`) and the password form the instance-wide
// grant's answer; the choice's machine, page and texts, and the grant's schemas, download when used. 156 KB since
// the page's tenant follows the session (the boot of a named tenant, each step's tenant check): 0.5 KB, trimmed to
// 155.0 and still a few bytes over. 157 KB since the login card says an expired license stopped the service and
// gates a free edition's login types, and the app holds Back during a second factor (issue 16): 1.3 KB; the
// license dialogs, the edition prompt and their texts download when shown. 158 KB since the app holds
// desktop-client mode (its key, the back arrow's three ways, the header's place) and the sign-in opens a free
// tenant on the password (issue 16): 0.8 KB after the install page's check moved to the header's own code; the
// header, its close dialog and their texts download only in that mode. 159 KB since the flow table took the plugin
// sources' return and binding (`/adapterPluginCallback`, `/pluginAdapterBind`) and the login page their buttons
// (issue 15): 1.2 KB, 0.9 after their route's search and source ids left the calls' schemas; their machines, pages,
// calls and texts download when a plugin source is used. 160 KB since the flow table took the fields a plugin
// source requires (`/adapterUserInfo`): 0.6 KB, trimmed by the flows' shared outputs and binding input to 0.57,
// 68 bytes over; its machine, page, rule and texts download when used. 161 KB since the login page's password,
// LDAP and SMS logins may be a composite chain's first step and the flow table took `/compositeLogin` (issue 15):
// 1.2 KB (the chain's start before the SM2 challenge, the step's hand-over and its schema, the route); the chain's
// machine, page, calls and texts download when a chain goes on.
const BUDGET_GZIP_KB = 161;
const BUDGET_REQUESTS = 4;

const dist = process.env.DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const files = new Set<string>();

function collect(key: string): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach(collect);
}

collect('index.html');
const lazyFirstScreen = Object.keys(manifest).filter((k) =>
  /views\/login-page\.view\.tsx$|locales\/zh\/messages\.ts$/.test(k),
);
lazyFirstScreen.forEach(collect);

// Small files are sent as they are (the server precompresses only files over 512 bytes).
const served = (file: string, suffix: string, raw: number) => {
  const path = join(dist, `${file}${suffix}`);
  return existsSync(path) ? readFileSync(path).length : raw;
};
const rows = [...files].map((file) => {
  const body = readFileSync(join(dist, file));
  return {
    file,
    raw: body.length,
    zlib9: gzipSync(body, { level: 9 }).length,
    gzip: served(file, '.gz', body.length),
    brotli: served(file, '.br', body.length),
  };
});
type Column = 'raw' | 'zlib9' | 'gzip' | 'brotli';
const columns: [Column, string][] = [
  ['raw', 'raw'],
  ['zlib9', 'zlib -9'],
  ['gzip', 'gzip'],
  ['brotli', 'brotli'],
];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
console.log(`${'file'.padEnd(48)}${columns.map(([, title]) => title.padStart(10)).join('')}`);
for (const r of rows) console.log(`${r.file.padEnd(48)}${columns.map(([k]) => kb(r[k])).join('')}`);
const total = (k: Column) => rows.reduce((sum, r) => sum + r[k], 0);
console.log(`${'total'.padEnd(48)}${columns.map(([k]) => kb(total(k))).join('')}`);
const fonts = readFileSync(join(dist, 'index.html'), 'utf8').match(/\.(woff2?|ttf|otf)/g)?.length ?? 0;
const gzipKb = total('gzip') / 1024;
console.log(`requests after the HTML: ${rows.length}; web fonts: ${fonts}`);
const over = [
  gzipKb > BUDGET_GZIP_KB && `gzip ${gzipKb.toFixed(1)} KB is over the budget of ${BUDGET_GZIP_KB} KB`,
  rows.length > BUDGET_REQUESTS && `${rows.length} requests are over the budget of ${BUDGET_REQUESTS}`,
  fonts > 0 && `${fonts} web fonts are over the budget of none`,
].filter((problem): problem is string => typeof problem === 'string');
console.log(
  `budget: gzip ≤ ${BUDGET_GZIP_KB} KB (${(BUDGET_GZIP_KB - gzipKb).toFixed(1)} KB left), ` +
    `requests ≤ ${BUDGET_REQUESTS}, no web fonts: ${over.length ? 'OVER' : 'within'}`,
);
if (over.length) {
  over.forEach((problem) => console.error(`size: ${problem}`));
  process.exitCode = 1;
}
