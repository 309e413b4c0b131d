/**
 * What the app's routes need of their heads in the browser too (the full head is built on the
 * server only: page-head.ts).
 */
import { notFound } from '@tanstack/react-router';

/** The tab's title alone: what a route's head is in the browser. */
export const titleOnly = (title: string) => ({ meta: [{ title }] });

/**
 * A page that was there and has been taken away (a post moderators removed): the router's not-found
 * with this mark answers 410 Gone rather than 404 (web/server.tsx).
 */
export const GONE = { gone: true } as const;
export const gone = () => notFound({ data: GONE });
