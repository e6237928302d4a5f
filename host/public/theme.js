// Sets the theme before the first paint so a dark user never sees a white flash: index.html loads
// it blocking, ahead of the bundle. The build names it theme.<hash>.js, cached for a year.
(function () {
  try {
    let t = localStorage.getItem('theme');
    if (t !== 'light' && t !== 'dark') t = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.dataset.theme = t;
    document.documentElement.style.colorScheme = t;
  } catch {
    // no storage (a private window may refuse it): the page's default theme stays
  }
})();
