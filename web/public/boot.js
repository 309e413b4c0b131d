// Before the first paint: the colour scheme, and taps and typing held for the app (web/lib/start-on-use.ts).
(() => {
  const media = () => matchMedia('(prefers-color-scheme: dark)').matches;
  let dark;
  try {
    const saved = localStorage.getItem('lifelist-theme');
    dark = saved ? saved === 'dark' : media();
  } catch (_) {
    dark = media();
  }
  document.documentElement.classList.toggle('dark', dark);
  const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], summary';
  const taps = [];
  const fields = [];
  const inPage = (el) => {
    const root = document.getElementById('root');
    return root?.hasAttribute('data-ssr') && root.contains(el);
  };
  // A link is the server's to follow, unless the reader has typed here: then the app decides (it
  // asks before unsaved changes are left), as start-on-use does.
  // A form with its own address is the server's to answer: its submit button is not held either.
  const hold = (e) => {
    const link = e.target.closest?.('a[href]');
    const control = link ? fields.length && link : e.target.closest?.(CONTROLS);
    if (!control || !inPage(control) || (control.type === 'submit' && control.form?.hasAttribute('action'))) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!taps.includes(control)) taps.push(control);
  };
  const note = (e) => {
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) && inPage(e.target) && !fields.includes(e.target))
      fields.push(e.target);
  };
  const on = (add) => {
    for (const [type, fn] of [
      ['click', hold],
      ['input', note],
      ['change', note],
    ])
      document[add](type, fn, true);
  };
  on('addEventListener');
  window.lifelistEarlyUse = {
    take() {
      on('removeEventListener');
      return { taps: taps.splice(0), fields: fields.splice(0) };
    },
  };
})();
