// Applies the saved or system colour scheme before the first paint (an external file, so the
// Content-Security-Policy can forbid inline scripts).
(() => {
  let dark = false;
  try {
    const saved = localStorage.getItem('lifelist-theme');
    dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (_) {
    dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  }
  document.documentElement.classList.toggle('dark', dark);
})();
