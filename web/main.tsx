import './styles.css';
import { startOnUse } from './lib/start-on-use';

/** Gives the browser a turn (to paint, or to handle input) between two steps of starting up. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app starts in steps, so that no single task holds the page for long: React's DOM renderer
// first, then the app (lib/start-on-use.ts says when).
startOnUse(document.getElementById('root'), async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app');
  await yieldToBrowser();
  await startApp(yieldToBrowser);
});
