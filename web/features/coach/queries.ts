import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type {
  CoachingStyle,
  CoachMessageDto,
  CoachReminderDto,
  CoachThread,
  PlannedStep,
} from '../../../worker/contracts/coach';

export const coachQueries = {
  thread: () =>
    queryOptions({
      queryKey: ['coach', 'thread'],
      queryFn: (): Promise<CoachThread> => unwrap(api.coach.$get()),
    }),
  /** The member's reminders not sent yet, of one item. */
  reminders: (itemId: string) =>
    queryOptions({
      queryKey: ['coach', 'reminders', itemId],
      queryFn: () =>
        unwrap(api.coach.reminders.$get({ query: { itemId } })) satisfies Promise<{ reminders: CoachReminderDto[] }>,
    }),
};

/** Moving or cancelling a reminder from the plan panel; the coach's thread reads them afresh. */
export function useChangeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { id: string; action: 'move'; remindOn: string; remindAt: string } | { id: string; action: 'cancel' },
    ): Promise<unknown> =>
      change.action === 'cancel'
        ? unwrap(api.coach.reminders[':id'].$delete({ param: { id: change.id } }))
        : unwrap(
            api.coach.reminders[':id'].$patch({
              param: { id: change.id },
              json: { remindOn: change.remindOn, remindAt: change.remindAt },
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coach'] }),
  });
}

/** The member's message shown at once while the coach answers. */
export const pendingId = (n: number) => `pending-${n}`;

function useThreadUpdate() {
  const queryClient = useQueryClient();
  return (update: (thread: CoachThread) => CoachThread) =>
    queryClient.setQueryData<CoachThread>(coachQueries.thread().queryKey, (thread) =>
      thread ? update(thread) : thread,
    );
}

let sent = 0;

/**
 * Talking to the coach: the message shows in the thread at once; the coach's answer replaces it
 * with the stored pair. A refusal takes the message out again (the composer gives its words back).
 * What the coach did (ticking off, adding steps) shows on the list and activity pages next time.
 */
export function useTalk() {
  const update = useThreadUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      unwrap(api.coach.messages.$post({ json: { text } })) satisfies Promise<{
        messages: CoachMessageDto[];
        style: CoachingStyle;
      }>,
    onMutate: (text) => {
      const id = pendingId(++sent);
      update((t) => ({
        ...t,
        messages: [
          ...t.messages,
          { id, role: 'member', text, cards: [], suggestions: [], undo: null, createdAt: new Date().toISOString() },
        ],
      }));
      return { id };
    },
    onSuccess: ({ messages, style }, _text, context) => {
      update((t) => ({ ...t, style, messages: [...t.messages.filter((m) => m.id !== context?.id), ...messages] }));
      void queryClient.invalidateQueries({ queryKey: ['list'] });
    },
    onError: (_error, _text, context) => {
      update((t) => ({ ...t, messages: t.messages.filter((m) => m.id !== context?.id) }));
    },
  });
}

/** One message of the thread, as the server now has it. */
function useReplaceMessage() {
  const update = useThreadUpdate();
  return (message: CoachMessageDto) =>
    update((t) => ({ ...t, messages: t.messages.map((m) => (m.id === message.id ? message : m)) }));
}

export function useAnswerPlan(messageId: string) {
  const replace = useReplaceMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { action: 'accept'; steps: PlannedStep[] } | { action: 'reject' }) =>
      unwrap(api.coach.messages[':id'].plan.$post({ param: { id: messageId }, json: answer })) satisfies Promise<{
        message: CoachMessageDto;
        item: { id: string; activityId: number | null; customActivityId: string | null } | null;
      }>,
    onSuccess: ({ message }) => {
      replace(message);
      void queryClient.invalidateQueries({ queryKey: ['list'] });
    },
  });
}

/** The Undo under a reply: everything it did is put back, and the list shows it at once. */
export function useUndo(messageId: string) {
  const replace = useReplaceMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.coach.messages[':id'].undo.$post({ param: { id: messageId } })) satisfies Promise<{
        message: CoachMessageDto;
      }>,
    onSuccess: ({ message }) => {
      replace(message);
      void queryClient.invalidateQueries({ queryKey: ['list'] });
      void queryClient.invalidateQueries({ queryKey: coachQueries.thread().queryKey });
    },
  });
}

export function useRemindMe() {
  const update = useThreadUpdate();
  return useMutation({
    mutationFn: (json: { itemId: string; remindOn: string }) =>
      unwrap(api.coach.reminders.$post({ json })) satisfies Promise<{ message: CoachMessageDto }>,
    onSuccess: ({ message }) => update((t) => ({ ...t, messages: [...t.messages, message] })),
  });
}

export function useCoachSettings() {
  const update = useThreadUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: {
      coachingStyle?: CoachingStyle;
      weeklyCheckin?: boolean;
      checkinDay?: number;
      checkinTime?: string;
    }) =>
      unwrap(api.coach.settings.$put({ json })) satisfies Promise<
        Pick<CoachThread, 'style' | 'weeklyCheckin' | 'checkinDay' | 'checkinTime'>
      >,
    onMutate: (json) =>
      update((t) => ({
        ...t,
        style: json.coachingStyle ?? t.style,
        weeklyCheckin: json.weeklyCheckin ?? t.weeklyCheckin,
        checkinDay: json.checkinDay ?? t.checkinDay,
        checkinTime: json.checkinTime ?? t.checkinTime,
      })),
    onSuccess: (settings) => {
      update((t) => ({ ...t, ...settings }));
      // The profile editor shows the style too.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: coachQueries.thread().queryKey }),
  });
}
