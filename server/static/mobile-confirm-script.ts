import { endpointPath } from '../../schemas/endpoint';
import { ENDPOINTS } from '../../schemas/endpoint-table';
import { QR_LOGIN_REFUSALS } from '../../schemas/refusals';
import { API_VERSION, SESSION_KEYS } from '../../schemas/spec-constants';

const url = (endpoint: Parameters<typeof endpointPath>[0]) => `/api/${endpointPath(endpoint, API_VERSION)}`;

/** What the script needs from the contract: the calls' paths (`{code}` still in them) and the refusal. */
const CALLS = JSON.stringify({
  show: url(ENDPOINTS.qrLoginShow),
  confirm: url(ENDPOINTS.qrLoginConfirm),
  reject: url(ENDPOINTS.qrLoginReject),
  expired: QR_LOGIN_REFUSALS.expired,
  returnKey: SESSION_KEYS.qrConfirmReturn,
});

/**
 * Browser script of the phone's QR confirm page: reads the code from `?code=` and the session from
 * localStorage.token (as the login app stores it), shows which browser asks to sign in, then confirms or
 * rejects with the session; without one it sends the user to sign in first, and back here after. Its header
 * names the tenant in the page's language and switches the language (the
 * login app's stored one, so both speak alike). Text goes in with textContent only. Kept as a string so its CSP
 * hash is computed once.
 */
export const MOBILE_CONFIRM_SCRIPT = `
(function () {
  var calls = ${CALLS};
  var en = localStorage.getItem('language') === 'en';
  document.documentElement.lang = en ? 'en' : 'zh';
  var text = en
    ? { heading: 'Confirm sign-in', browser: 'Browser asking to sign in', address: 'Address', time: 'Time',
        tenant: 'Organization', confirm: 'Confirm', reject: 'Reject', loading: 'Loading the sign-in request…',
        signIn: 'Sign in on this phone first', login: 'Go to sign-in', retry: 'Retry',
        confirmed: 'Confirmed. Continue on your computer', rejected: 'Sign-in rejected',
        expired: 'This QR code has expired. Refresh it on your computer and scan again',
        network: 'Network error, please try again later.', language: '中文' }
    : { heading: '确认登录', browser: '正在请求登录的浏览器', address: '地址', time: '时间', tenant: '企业',
        confirm: '确认登录', reject: '拒绝', loading: '正在读取登录请求…', signIn: '请先在此手机上登录',
        login: '前往登录', retry: '重试', confirmed: '已确认，请在电脑上继续', rejected: '已拒绝此次登录',
        expired: '二维码已失效，请在电脑上刷新后重新扫描', network: '网络错误，请稍后再试！', language: 'English' };
  var $ = function (id) { return document.getElementById(id); };
  document.title = text.heading;
  ['heading', 'browser-label:browser', 'address-label:address', 'time-label:time', 'tenant-label:tenant',
   'confirm', 'reject', 'login', 'retry', 'language'].forEach(function (pair) {
    var parts = pair.split(':');
    $(parts[0]).textContent = text[parts[1] || parts[0]];
  });

  var query = new URLSearchParams(location.search);
  var code = query.get('code') || '';
  var tenant = query.get('_enterprise_id');
  var token = localStorage.getItem('token');
  try { if (token && token.charAt(0) === '"') token = JSON.parse(token); } catch (e) { token = null; }
  var retry = null;

  function say(message, error) {
    $('status').textContent = error ? '' : message;
    $('error').textContent = error ? message : '';
  }
  function end(message, error) {
    say(message, error);
    $('decide').hidden = true;
    $('retry').hidden = true;
  }
  function signInFirst() {
    end(text.signIn, false);
    $('request').hidden = true;
    $('login').hidden = false;
  }
  function failed(again) {
    say(text.network, true);
    retry = again;
    $('retry').hidden = false;
  }
  function busy(on) {
    $('confirm').disabled = on;
    $('reject').disabled = on;
  }
  // An answer the server refused: the code is gone, or anything else is a failure worth retrying.
  function refused(body, again) {
    if (body && body.code === 'InvalidParameter' && body.message === calls.expired) return end(text.expired, true);
    failed(again);
  }
  function callUrl(path) {
    return path.replace('{code}', encodeURIComponent(code)) +
      (tenant ? '?' + new URLSearchParams({ _enterprise_id: tenant }) : '');
  }
  function read(response) {
    if (response.status === 401) return null;
    return response.json().then(function (body) { return body || {}; });
  }

  function load() {
    $('retry').hidden = true;
    say(text.loading, false);
    fetch(callUrl(calls.show))
      .then(read)
      .then(function (body) {
        if (!body || !body.success) return refused(body, load);
        var data = body.data;
        $('browser').textContent = data.browser + ' · ' + data.os;
        $('address').textContent = data.address;
        $('time').textContent = new Date(data.requestedAt).toLocaleString(en ? 'en' : 'zh-CN');
        var name = (en && data.enterpriseNameEn) || data.enterpriseName;
        $('tenant').textContent = name;
        $('tenant-name').textContent = name;
        $('request').hidden = false;
        $('decide').hidden = false;
        say('', false);
      })
      .catch(function () { failed(load); });
  }

  function decide(path, done) {
    function send() {
      $('retry').hidden = true;
      busy(true);
      fetch(callUrl(path), {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
        body: '{}'
      })
        .then(read)
        .then(function (body) {
          busy(false);
          // No session (401), or one that must finish signing in first (a step it owes).
          if (!body || /^(505|507|Forbidden)$/.test(body.code)) return signInFirst();
          if (!body.success) return refused(body, send);
          end(done, false);
        })
        .catch(function () { busy(false); failed(send); });
    }
    return send;
  }

  // The other language, kept for the login app too; the page reads its request again in it.
  $('language').lang = en ? 'zh' : 'en';
  $('language').addEventListener('click', function () {
    localStorage.setItem('language', en ? 'zh' : 'en');
    location.reload();
  });
  $('confirm').addEventListener('click', decide(calls.confirm, text.confirmed));
  $('reject').addEventListener('click', decide(calls.reject, text.rejected));
  $('retry').addEventListener('click', function () { if (retry) retry(); });
  // Signed in, the login app brings the phone back here (src/effects/qr-confirm-return.ts), not to the portal.
  $('login').addEventListener('click', function () {
    try {
      sessionStorage.setItem(calls.returnKey, JSON.stringify({ path: location.pathname + location.search, at: Date.now() }));
    } catch (e) { /* storage off: the sign-in lands in the portal, as before */ }
  });

  if (!/^[A-Za-z0-9_-]{43}$/.test(code)) return end(text.expired, true);
  if (!token) return signInFirst();
  load();
})();
`;
