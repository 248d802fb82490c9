/**
 * The demo plugin's own data (`npm run plugin:demo`, an HR system, 人事系统): its people, who sign in on its login
 * page with their own passwords, and the clients it knows (the demo tenant's two plugin sources). The reference
 * server's seed links `zhangwei` to the local account `demo` on both sources and registers the clients; the
 * plugin itself shares nothing else with the server.
 */
export type HrPerson = {
  /** The plugin's stable id for the person (the token answer's `subject`). */
  subject: string;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The local account the seed links this person to, on every demo plugin source, or null. */
  linkedTo: string | null;
};

export const DEMO_HR_PEOPLE: readonly HrPerson[] = [
  // Linked: signs in to `demo` at once.
  {
    subject: 'hr-0001',
    username: 'zhangwei',
    name: '张伟',
    email: 'zhangwei@hr.example',
    phone: '13900139201',
    linkedTo: 'demo',
  },
  // Mail of the local account `hrmatch`: plugin_hr_auto binds the two by it.
  {
    subject: 'hr-0002',
    username: 'wangfang',
    name: '王芳',
    email: 'hrmatch@demo.example.com',
    phone: '13900139202',
    linkedTo: null,
  },
  // No local match: binds by hand on plugin_hr_demo; plugin_hr_auto makes her an account.
  {
    subject: 'hr-0003',
    username: 'lina',
    name: '李娜',
    email: 'lina@hr.example',
    phone: '13900139203',
    linkedTo: null,
  },
  // Phone of the local account `smsuser`: plugin_hr_auto cannot make him an account (autoCreateFalid).
  {
    subject: 'hr-0004',
    username: 'liuyang',
    name: '刘洋',
    email: 'liuyang@hr.example',
    phone: '13800138000',
    linkedTo: null,
  },
  // No phone, which plugin_hr_auto requires: it asks for it first (needComplementField).
  {
    subject: 'hr-0005',
    username: 'zhaolei',
    name: '赵磊',
    email: 'zhaolei@hr.example',
    phone: null,
    linkedTo: null,
  },
  // Mail of `demo`, who is linked to 张伟 on both sources already: plugin_hr_auto cannot bind (autoBindFalid).
  {
    subject: 'hr-0006',
    username: 'chenjing',
    name: '陈静',
    email: 'demo@demo.example.com',
    phone: '13900139206',
    linkedTo: null,
  },
  // Nobody's yet, one per end-to-end project: each binds by hand its own local account (`tpbind`N).
  ...[1, 2, 3, 4].map((n): HrPerson => ({
    subject: `hr-01${n}`,
    username: `newcomer${n}`,
    name: `新同事 ${n}`,
    email: `newcomer${n}@hr.example`,
    phone: `1390013930${n}`,
    linkedTo: null,
  })),
  // Nobody's yet, one per end-to-end project: each registers a new local account (`pljoin`N) and links it.
  ...[1, 2, 3, 4].map((n): HrPerson => ({
    subject: `hr-03${n}`,
    username: `joiner${n}`,
    name: `新入职 ${n}`,
    email: `joiner${n}@hr.example`,
    phone: `1390013931${n}`,
    linkedTo: null,
  })),
  // One per end-to-end project, linked to the composite chains' user `chainb`N (server/seed/demo-composite.ts):
  // the plugin step of a chain. Where the seed makes no chains, no such account exists and they link to none.
  ...[1, 2, 3, 4].map((n): HrPerson => ({
    subject: `hr-05${n}`,
    username: `chainhr${n}`,
    name: `多步验证 ${n}`,
    email: `chainhr${n}@hr.example`,
    phone: `1390013950${n}`,
    linkedTo: `chainb${n}`,
  })),
  // One per end-to-end project, linked to `chaine`N: the first step of the chain 人事系统（自动）starts.
  ...[1, 2, 3, 4].map((n): HrPerson => ({
    subject: `hr-06${n}`,
    username: `chainehr${n}`,
    name: `多步起始 ${n}`,
    email: `chainehr${n}@hr.example`,
    phone: `1390013960${n}`,
    linkedTo: `chaine${n}`,
  })),
  // No phone, one per end-to-end project: plugin_hr_auto asks each for one before it makes the account.
  ...[1, 2, 3, 4].map((n): HrPerson => ({
    subject: `hr-02${n}`,
    username: `nophone${n}`,
    name: `待补充 ${n}`,
    email: `nophone${n}@hr.example`,
    phone: null,
    linkedTo: null,
  })),
];

/** Every demo person's password at the plugin (its login page says so: it is a demo). */
export const DEMO_HR_PASSWORD = 'Hr@123456';

/** The plugin's clients: the demo tenant's plugin sources, by enterpriseAuthId, and their registrations. */
export const DEMO_PLUGIN_CLIENTS = {
  plugin_hr_demo: { clientId: 'idaas-hr-demo', clientSecret: 'demo-hr-secret-2c41f8' },
  plugin_hr_auto: { clientId: 'idaas-hr-auto', clientSecret: 'demo-hr-auto-secret-9d07b3' },
} as const;

/** Where `npm run plugin:demo` listens by default; the seed points the demo tenant's sources here (DEMO_PLUGIN_URL). */
export const DEMO_PLUGIN_PORT = 8090;
export const DEMO_PLUGIN_URL = `http://localhost:${DEMO_PLUGIN_PORT}`;
/** The plugin's login page and token endpoint, below its origin. */
export const PLUGIN_LOGIN_PATH = '/login';
export const PLUGIN_TOKEN_PATH = '/token';
