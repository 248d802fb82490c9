/**
 * `npm run bench:login`: median wall time from a cold open to a usable login form, and from clicking 登录 to
 * the end-user portal page, over 20 sign-ins
 * against a running reference server (BENCH_URL, default http://localhost:8080), and, for comparison, the
 * median time of one server-side password verification with the stored hash parameters.
 * Run it on an otherwise idle machine; it is a benchmark, not a test.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium/chromium-launch';
import { PRODUCTION_KDF_COST } from '../server/crypto/kdf-cost';
import { hashPassword, verifyPassword } from '../server/crypto/password-hash';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const runs = Number(process.env.BENCH_RUNS ?? 20);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const signIns: number[] = [];
const firstScreens: number[] = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const opened = performance.now();
  await page.goto(`${base}/frontend/login/#/login`);
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByRole('button', { name: '登录' }).waitFor();
  firstScreens.push(performance.now() - opened);
  await form.getByRole('textbox', { name: '用户名', exact: true }).fill('demo');
  await form.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@123456');
  const started = performance.now();
  await form.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/frontend\/enduser\/#loginSuccess/);
  await page.getByRole('heading', { name: /终端用户门户/ }).waitFor();
  signIns.push(performance.now() - started);
  await context.close();
}
await browser.close();

const stored = await hashPassword('Demo@123456', PRODUCTION_KDF_COST);
const hashes: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await verifyPassword('Demo@123456', stored, PRODUCTION_KDF_COST);
  hashes.push(performance.now() - started);
}
console.log(`cold open → login form usable, median of ${runs}: ${median(firstScreens).toFixed(0)} ms`);
console.log(
  `sign-in → portal, median of ${runs}: ${median(signIns).toFixed(0)} ms (min ${Math.min(...signIns).toFixed(0)}, max ${Math.max(...signIns).toFixed(0)})`,
);
console.log(`password verification (scrypt N=2^15), median of ${runs}: ${median(hashes).toFixed(0)} ms`);
