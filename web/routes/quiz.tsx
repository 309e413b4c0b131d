import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { QuizPage } from '@/features/quiz/quiz-page';

export const Route = createFileRoute('/quiz')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load recommendations" />,
  head: () => ({ meta: [{ title: 'Find your next adventure | Lifelist' }] }),
  component: QuizPage,
});
