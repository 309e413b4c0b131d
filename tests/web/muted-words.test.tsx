import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { MutedWords } from '@/features/social/components/blocked-and-muted';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the muted-words API holding its list in memory. */
function fakeApi() {
  let words: string[] = ['#spoilers'];
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return Response.json({ words: words.map((word) => ({ word, createdAt: 0 })) });
      const { word } = JSON.parse(String(init?.body)) as { word: string };
      posted.push({ method, word, url: String(url) });
      words = method === 'POST' ? [...words, word].sort() : words.filter((w) => w !== word);
      return Response.json({ word, message: 'ok' }, { status: method === 'POST' ? 201 : 200 });
    }),
  );
  return posted;
}

it('adds a word with Enter in its normal form, says what it refuses, and unmutes', async () => {
  const posted = fakeApi();
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <QueryClientProvider client={new QueryClient()}>
      {/* It lives inside the settings form: adding a word must not submit that form. */}
      <form onSubmit={onSubmit}>
        <MutedWords />
      </form>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Muted words and hashtags' });
  expect(within(list).getByText('#spoilers', { selector: 'li > span' })).toBeInTheDocument();

  const input = screen.getByLabelText('Word, phrase or #hashtag');
  await user.type(input, 'x{Enter}');
  expect(screen.getByText('Enter a word, phrase or #hashtag of 2 to 40 letters and numbers')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');

  await user.clear(input);
  await user.type(input, '  Season   FINALE {Enter}');
  expect(await within(list).findByText('season finale', { selector: 'li > span' })).toBeInTheDocument();
  expect(posted).toContainEqual(expect.objectContaining({ method: 'POST', word: 'season finale' }));
  expect(input).toHaveValue('');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Unmute #spoilers' }));
  await vi.waitFor(() => expect(within(list).queryByText('#spoilers', { selector: 'li > span' })).toBeNull());
  expect(onSubmit).not.toHaveBeenCalled();
});
