// Shows the text in the stored UI language (zh unless "en" is stored), as the app would.
(function () {
  var language = 'zh';
  try {
    language = window.localStorage.getItem('language') === 'en' ? 'en' : 'zh';
  } catch (e) {
    language = 'zh';
  }
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  document.title = document.documentElement.getAttribute('data-title-' + language) || document.title;
})();
