// Runs before the first paint (an external file, so the Content-Security-Policy can forbid inline
// scripts): applies the saved or system colour scheme, and holds what a reader does on the
// server-drawn page before the app's own script has run, which web/lib/start-on-use.ts takes over.
(() => {
  let dark = false;
  try {
    const saved = localStorage.getItem('lifelist-theme');
    dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (_) {
    dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  }
  document.documentElement.classList.toggle('dark', dark);

  // A tap on one of the page's controls (a tab, Like, Filters) as the page arrives, before the
  // app's script has run, would do nothing: it is held, as start-on-use holds it later. Links go
  // through (the server renders the page they open). The same selector as start-on-use's CONTROLS.
  const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], summary';
  const taps = [];
  const fields = [];
  const inPage = (el) => {
    const root = document.getElementById('root');
    return Boolean(root?.hasAttribute('data-ssr') && root.contains(el));
  };
  const hold = (event) => {
    const target = event.target;
    if (!target?.closest || target.closest('a[href]')) return;
    const control = target.closest(CONTROLS);
    if (!control || !inPage(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!taps.includes(control)) taps.push(control);
  };
  // What was typed stays in the fields; start-on-use notes which, so the app is given it.
  const note = (event) => {
    const field = event.target;
    if (field && /^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) && inPage(field) && !fields.includes(field))
      fields.push(field);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  window.lifelistEarlyUse = {
    take() {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', note, true);
      document.removeEventListener('change', note, true);
      return { taps: taps.splice(0), fields: fields.splice(0) };
    },
  };
})();
