import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { accountQueries, useConfirmAccount } from '@/features/account/queries';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

it('knows the member after the sign-up link even when a "who am I" request from before is still on its way', async () => {
  let opened = false;
  let answerEarly: (() => void) | undefined;
  const member = { id: 'u1', profile: { firstName: 'Robin' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/account/confirm')) {
        opened = true;
        return json({ signedIn: true });
      }
      if (url.includes('/api/me/current')) {
        // The header's request from start-up, sent before the account opened, answers late.
        if (!opened) return new Promise<Response>((resolve) => (answerEarly = () => resolve(json({ me: null }))));
        return json({ me: member });
      }
      return json({});
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const early = queryClient.fetchQuery(accountQueries.me()).catch(() => undefined);
  await waitFor(() => expect(answerEarly).toBeDefined());

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useConfirmAccount(), { wrapper });
  act(() => result.current.mutate({ token: 'token' }));
  answerEarly?.();
  await early;
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  // What the signed-in area's guard reads once the page offers its link.
  expect(await queryClient.ensureQueryData(accountQueries.me())).toEqual(member);
});
