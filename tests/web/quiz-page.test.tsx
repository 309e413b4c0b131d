import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QuizPage } from '@/features/quiz/quiz-page';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to: _to, params: _p, ...rest }: { children: React.ReactNode; to: string; params?: unknown }) => (
    <a {...rest}>{children}</a>
  ),
  useNavigate: () => vi.fn(),
}));

const scrolled: Element[] = [];
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/quiz/recommendations')
        ? Response.json({
            saved: false,
            items: [
              {
                id: 1,
                title: 'Cook a paella',
                displayTitle: null,
                imageUrl: null,
                categoryTags: ['Food & Drink'],
                cost: 2,
                time: 2,
                soloSocial: 'either',
                indoorOutdoor: 'either',
                riskLevel: 1,
                rating: 4,
                reasons: ['Food & Drink'],
              },
            ],
          })
        : Response.json({ me: null, newAccount: null }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrolled.length = 0;
});

it('takes the reader to the results heading (view and focus), and back to the quiz on Retake', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuizPage />
    </QueryClientProvider>,
  );
  // Nothing moves as the page opens.
  expect(scrolled).toHaveLength(0);
  await user.click(screen.getByRole('checkbox', { name: 'Food & Drink' }));
  for (const group of screen.getAllByRole('group').slice(1)) {
    const [first] = within(group).getAllByRole('radio');
    if (first) await user.click(first);
  }
  await user.click(screen.getByRole('button', { name: 'Show my recommendations' }));
  const results = await screen.findByRole('heading', { level: 1, name: 'Your twelve next adventures' });
  expect(document.activeElement).toBe(results);
  expect(scrolled).toContain(results);
  await user.click(screen.getByRole('button', { name: /Retake the quiz/ }));
  const quiz = await screen.findByRole('heading', { level: 1, name: 'Find your next adventure' });
  expect(document.activeElement).toBe(quiz);
});
