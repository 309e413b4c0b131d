import { HeadContent } from '@tanstack/react-router';

/**
 * The router's head (title, description, canonical, Open Graph) for the page the reader moved to.
 * Loaded once they move: the first page's head is the one the Worker wrote (web/routes/__root.tsx).
 */
export default function RouterHead() {
  return <HeadContent />;
}
