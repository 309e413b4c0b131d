import { createFileRoute } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';

export const Route = createFileRoute('/_member/messages/')({
  component: () => (
    <div className="grid h-full place-items-center p-8 text-center text-muted-foreground">
      <div className="flex flex-col items-center gap-2">
        <MessageCircle className="size-10" aria-hidden />
        <p>Choose a conversation to read it here.</p>
      </div>
    </div>
  ),
});
