import { endpointPath } from '../../schemas/endpoint';
import { ENDPOINTS } from '../../schemas/endpoint-table';
import { API_VERSION } from '../../schemas/spec-constants';

const USER_DETAILS_URL = `/api/${endpointPath(ENDPOINTS.userDetails, API_VERSION)}`;

/**
 * Browser script of the landing pages: reads localStorage.token, asks the server who it belongs to and fills
 * the page. Text goes in with textContent only. Kept as a string so its CSP hash is computed once.
 */
export const LANDING_SCRIPT = `
(function () {
  var en = localStorage.getItem('language') === 'en';
  document.documentElement.lang = en ? 'en' : 'zh';
  var text = en
    ? { loading: 'Checking your session…', signedIn: 'Signed in as', user: 'Username', name: 'Display name',
        none: 'You are not signed in.', login: 'Go to sign-in', logout: 'Sign out' }
    : { loading: '正在检查登录状态…', signedIn: '当前登录用户', user: '用户名', name: '显示名',
        none: '您尚未登录。', login: '前往登录', logout: '退出登录' };
  var $ = function (id) { return document.getElementById(id); };
  $('logout').textContent = text.logout;
  $('login').textContent = text.login;
  $('status').textContent = text.loading;
  $('logout').addEventListener('click', function () { location.href = '/frontend/login/#/logout'; });
  function notSignedIn() {
    $('status').textContent = text.none;
    $('login').hidden = false;
    $('logout').hidden = true;
  }
  var token = localStorage.getItem('token');
  try { if (token && token.charAt(0) === '"') token = JSON.parse(token); } catch (e) { token = null; }
  if (!token) return notSignedIn();
  fetch(${JSON.stringify(USER_DETAILS_URL)}, { headers: { Authorization: 'Bearer ' + token } })
    .then(function (r) { return r.ok ? r.json() : null; })
    .then(function (body) {
      if (!body || !body.success || !body.data) return notSignedIn();
      $('status').textContent = text.signedIn;
      $('user-label').textContent = text.user;
      $('user').textContent = body.data.username;
      $('name-label').textContent = text.name;
      $('name').textContent = body.data.displayName;
      $('who').hidden = false;
      if ($('apps')) $('apps').hidden = false;
    })
    .catch(notSignedIn);
})();
`;
