import { createFileRoute } from '@tanstack/react-router';
import { routeError } from '@/components/route-error';
import { QuizPage } from '@/features/quiz/quiz-page';

export const Route = createFileRoute('/quiz')({
  errorComponent: routeError('Failed to load recommendations'),
  head: () => ({ meta: [{ title: 'Find your next adventure | Lifelist' }] }),
  component: QuizPage,
});
