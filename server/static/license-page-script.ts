import { endpointPath } from '../../schemas/endpoint';
import { CONSOLE_ENDPOINTS } from '../../schemas/endpoint-table';
import { LICENSE_FILE_MAX_CHARS } from '../../schemas/license.schema';
import { LICENSE_REFUSALS } from '../../schemas/refusals';
import { API_VERSION, LICENSE_SETTINGS_ROUTE } from '../../schemas/spec-constants';

const SHOW_URL = `/api/${endpointPath(CONSOLE_ENDPOINTS.licenseShow, API_VERSION)}`;
const INSTALL_URL = `/api/${endpointPath(CONSOLE_ENDPOINTS.licenseInstall, API_VERSION)}`;
/** The console's hash route of the license settings (SPEC 2): the login page sends administrators there. */
export const LICENSE_HASH = `#${LICENSE_SETTINGS_ROUTE}`;

/**
 * Browser script of the IT manager console's license section (issue 16), shown while the page's hash is
 * LICENSE_HASH: the installed license (licensee, trial, end date, users counted / allowed, flags set) from
 * license/show, and a file to install through license/install, with the stored token. Refusals arrive as codes
 * and are worded here, in the language the landing script chose. Text goes in with textContent only; kept as a
 * string so its CSP hash is computed once.
 */
export const LICENSE_PAGE_SCRIPT = `
(function () {
  var en = localStorage.getItem('language') === 'en';
  var text = en
    ? { title: 'License', loading: 'Reading the license…', none: 'No license is installed: the service has stopped.',
        signIn: 'Sign in as an administrator to see the license.',
        forbidden: 'Only an administrator (IT manager or developer) may see or install the license.',
        failed: 'The license could not be read. Try again later.',
        licensee: 'Licensee', trial: 'Trial', yes: 'Yes', no: 'No', ends: 'Valid until', users: 'Users (counted / allowed)',
        flags: 'Status', ok: 'Licensed', file: 'New license file', install: 'Install',
        choose: 'Choose a license file first.', installed: 'The new license is installed.',
        invalidFile: 'This is not a valid license file (its signature or format is wrong).',
        expiredFile: 'This license has already ended (or has not begun): it was not installed.',
        installFailed: 'The license was not installed: ',
        expired: 'Expired: the service has stopped', trialExpired: 'Trial expired: the service has stopped',
        limited: 'More users than the license allows: no user may be added',
        quicklyExpired: 'About to expire', sep: '; ' }
    : { title: '许可证', loading: '正在读取许可证…', none: '尚未安装许可证：系统已停止服务。',
        signIn: '请以管理员身份登录后查看许可证。',
        forbidden: '只有管理员（IT管理员或开发者）可以查看或安装许可证。',
        failed: '无法读取许可证，请稍后再试。',
        licensee: '被许可方', trial: '试用版', yes: '是', no: '否', ends: '有效期至', users: '用户数（已用 / 允许）',
        flags: '状态', ok: '许可证有效', file: '新的许可证文件', install: '安装',
        choose: '请先选择许可证文件。', installed: '新的许可证已安装。',
        invalidFile: '许可证文件无效（签名或格式错误）。',
        expiredFile: '该许可证已过期（或尚未生效），未安装。',
        installFailed: '许可证未安装：',
        expired: '许可证已过期，系统已停止服务', trialExpired: '试用许可证已过期，系统已停止服务',
        limited: '用户数超出许可证配额，无法添加用户',
        quicklyExpired: '许可证即将过期', sep: '；' };
  var FLAGS = ['expired', 'trialExpired', 'limited', 'quicklyExpired'];
  var REFUSALS = {};
  REFUSALS[${JSON.stringify(LICENSE_REFUSALS.invalidFile)}] = text.invalidFile;
  REFUSALS[${JSON.stringify(LICENSE_REFUSALS.expiredFile)}] = text.expiredFile;
  var $ = function (id) { return document.getElementById(id); };
  $('license-title').textContent = text.title;
  $('license-file-label').textContent = text.file;
  $('license-install').textContent = text.install;

  function token() {
    var stored = localStorage.getItem('token');
    try { if (stored && stored.charAt(0) === '"') stored = JSON.parse(stored); } catch (e) { stored = null; }
    return stored;
  }
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function day(iso) {
    var d = new Date(iso);
    return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate());
  }
  function status(message) { $('license-status').textContent = message; }
  function row(list, label, value) {
    var dt = document.createElement('dt');
    dt.textContent = label;
    var dd = document.createElement('dd');
    dd.textContent = value;
    list.appendChild(dt);
    list.appendChild(dd);
  }
  function show(details) {
    var list = $('license-details');
    list.textContent = '';
    var license = details.license;
    var set = FLAGS.filter(function (flag) { return details.state[flag]; });
    if (license) {
      row(list, text.licensee, license.licensee);
      row(list, text.trial, license.trial ? text.yes : text.no);
      row(list, text.ends, day(license.notAfter));
      row(list, text.users, details.userCount + ' / ' + license.maxUsers);
    }
    row(list, text.flags, set.length ? set.map(function (flag) { return text[flag]; }).join(text.sep) : text.ok);
    list.hidden = false;
    status(license ? '' : text.none);
    $('license-form').hidden = false;
  }
  function refused(body) {
    if (body && body.code === 'Forbidden') return text.forbidden;
    if (body && REFUSALS[body.message]) return REFUSALS[body.message];
    return text.installFailed + ((body && (body.message || body.code)) || '');
  }
  function call(url, init) {
    init.headers = Object.assign({ Authorization: 'Bearer ' + token() }, init.headers || {});
    return fetch(url, init).then(function (r) {
      if (r.status === 401) return { unauthorized: true };
      return r.json();
    });
  }
  function load() {
    $('license-details').hidden = true;
    $('license-form').hidden = true;
    if (!token()) return status(text.signIn);
    status(text.loading);
    call(${JSON.stringify(SHOW_URL)}, {})
      .then(function (body) {
        if (body.unauthorized) return status(text.signIn);
        if (body.success && body.data) return show(body.data);
        status(body.code === 'Forbidden' ? text.forbidden : text.failed);
      })
      .catch(function () { status(text.failed); });
  }
  $('license-install').addEventListener('click', function () {
    var file = $('license-file').files[0];
    var result = $('license-result');
    if (!file) { result.textContent = text.choose; return; }
    // Larger than any license file: the API would refuse it unread.
    if (file.size > ${LICENSE_FILE_MAX_CHARS}) { result.textContent = text.invalidFile; return; }
    result.textContent = '';
    file.text()
      .then(function (content) {
        return call(${JSON.stringify(INSTALL_URL)}, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ license: content })
        });
      })
      .then(function (body) {
        if (body.unauthorized) { result.textContent = text.signIn; return; }
        if (!body.success || !body.data) { result.textContent = refused(body); return; }
        result.textContent = text.installed;
        show(body.data);
      })
      .catch(function () { result.textContent = text.failed; });
  });
  function route() {
    var open = location.hash === ${JSON.stringify(LICENSE_HASH)};
    $('license').hidden = !open;
    if (open) load();
  }
  window.addEventListener('hashchange', route);
  route();
})();
`;
