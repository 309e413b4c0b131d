import { createFileRoute } from '@tanstack/react-router';
import { QuizPage } from '@/features/quiz/quiz-page';

export const Route = createFileRoute('/quiz')({
  head: () => ({ meta: [{ title: 'Find your next adventure | Lifelist' }] }),
  component: QuizPage,
});
