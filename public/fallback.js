// Shows the text in the stored UI language (zh unless "en" is stored), as the app would; and, as the app
// does (src/effects/device.ts), blocks zoom only on mobile browsers (SPEC section 1), nowhere else.
(function () {
  var language = 'zh';
  try {
    language = window.localStorage.getItem('language') === 'en' ? 'en' : 'zh';
  } catch (e) {
    language = 'zh';
  }
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  document.title = document.documentElement.getAttribute('data-title-' + language) || document.title;
  var mobile = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger|DingTalk/i.test(navigator.userAgent);
  var viewport = document.querySelector('meta[name="viewport"]');
  if (!mobile && viewport) viewport.setAttribute('content', 'width=device-width, initial-scale=1');
})();
