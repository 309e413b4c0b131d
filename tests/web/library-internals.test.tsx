import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  redirect,
} from '@tanstack/react-router';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { serverOutcome, suspendOnServer } from '@/lib/library-internals';
import { ownedByReact } from '@/lib/react-internals';

/**
 * What the app relies on its libraries doing without publishing it (web/lib/library-internals.ts,
 * web/lib/react-internals.ts). Each test fails on the upgrade that changes it; the last one fails
 * when a private field is reached from anywhere else.
 */

async function serverLoad(path: string) {
  const root = createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/' }),
    createRoute({
      getParentRoute: () => root,
      path: '/old',
      beforeLoad: () => {
        throw redirect({ to: '/', statusCode: 301 });
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/gone',
      loader: () => {
        throw notFound();
      },
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  return serverOutcome(router);
}

describe("the router's outcome of a server load", () => {
  it('is the page with its status, 404 for what is not found', async () => {
    expect(await serverLoad('/')).toEqual({ type: 'render', status: 200 });
    expect(await serverLoad('/gone')).toEqual({ type: 'render', status: 404 });
    expect(await serverLoad('/nowhere')).toEqual({ type: 'render', status: 404 });
  });
  it('is a redirect with its address and status', async () => {
    expect(await serverLoad('/old')).toEqual({ type: 'redirect', location: '/', status: 301 });
  });
});

function Greeting() {
  const query = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Hello from the server' });
  return <p>{query.isPending ? 'Loading' : query.data}</p>;
}
function Off() {
  const query = useQuery({ queryKey: ['off'], queryFn: async () => 'never', enabled: false });
  return <p>{query.isPending ? 'Waiting' : query.data}</p>;
}
const Button = () => <button type="button">Like</button>;
const drawn = async (client: QueryClient) => {
  const stream = await renderToReadableStream(
    <QueryClientProvider client={client}>
      <Greeting />
    </QueryClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
};

describe('queries on the server', () => {
  it('suspend until their data is there, so the HTML carries it', async () => {
    expect(await drawn(suspendOnServer(new QueryClient()))).toContain('Hello from the server');
    // Without it the component would be drawn pending: the test sees what the helper changes.
    expect(await drawn(new QueryClient())).toContain('Loading');
  });
  it('stay off when the component turns them off', async () => {
    const stream = await renderToReadableStream(
      <QueryClientProvider client={suspendOnServer(new QueryClient())}>
        <Off />
      </QueryClientProvider>,
    );
    await stream.allReady;
    expect(await new Response(stream).text()).toContain('Waiting');
  });
});

describe("React's hydration of a node", () => {
  it('is seen once React listens to it, not before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Button />);
    document.body.appendChild(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(ownedByReact(button)).toBe(false);
    await act(async () => {
      hydrateRoot(container, <Button />);
    });
    expect(container.querySelector('button')).toBe(button);
    expect(ownedByReact(button)).toBe(true);
    container.remove();
  });
});

describe('private fields', () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  }
  it('are reached from the two helper modules only', () => {
    const privateUse = /_serverResult|__reactProps\$|\.defaultQueryOptions\s*=|__reactFiber|_committed\b/;
    const users = [...files('web'), ...files('worker')].filter((f) => privateUse.test(readFileSync(f, 'utf8')));
    expect(users.sort()).toEqual(['web/lib/library-internals.ts', 'web/lib/react-internals.ts']);
  });
});
