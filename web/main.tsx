import './styles.css';

/** Gives the browser a turn (to paint, or to handle input) between two steps of starting up. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Let the browser paint what the HTML already holds (the page's first screen from the Worker, or
// the loading line) before the app's code runs, then start the app in steps, so that no single
// task holds the page for long: React's DOM renderer first, then the app. A callback of the frame
// after the next one runs once the first frame has been painted, however long the browser takes to
// produce it: starting before it would hold the first screen back behind the app's work. A tab
// opened in the background (or put there before its first frame) paints nothing until it is shown,
// so there the app starts at once.
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app');
};
const startIfHidden = () => {
  if (document.visibilityState === 'hidden') void start();
};
document.addEventListener('visibilitychange', startIfHidden);
startIfHidden();
requestAnimationFrame(() => requestAnimationFrame(() => void start()));
