import './styles.css';

/** Gives the browser a turn (to paint, or to handle input) between two steps of starting up. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Let the browser paint what the HTML already holds (the home page's first screen, or the
// loading line) before the app's code runs, then start the app in steps, so that no single task
// holds the page for long: React's DOM renderer first, then the app. A callback of the frame after
// the next one runs once the first frame has been painted; the timer covers tabs opened in the
// background, where animation frames wait until the tab is shown.
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app');
};
requestAnimationFrame(() => requestAnimationFrame(() => void start()));
setTimeout(start, 1000);
