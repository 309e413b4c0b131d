import './styles.css';

// Let the browser paint what the HTML already holds (the home page's first screen, or the
// loading line) before the app's code runs, then start the app. The timer covers tabs opened in
// the background, where animation frames wait until the tab is shown.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 50);
