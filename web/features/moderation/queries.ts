import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ReportTarget } from '../../../worker/contracts/moderation';

const m = api.moderation;

export const moderationQueries = {
  pending: (filter: { type?: ReportTarget; q?: string }) =>
    queryOptions({
      queryKey: ['moderation', 'reports', filter],
      queryFn: () =>
        unwrap(
          m.reports.pending.$get({
            query: { ...(filter.type ? { type: filter.type } : {}), ...(filter.q ? { q: filter.q } : {}) },
          }),
        ),
      placeholderData: (previous) => previous,
    }),
  /** The queue a page of 50 at a time: every report, or grouped by the thing reported. */
  queue: (filter: { type?: ReportTarget; q?: string }) =>
    infiniteQueryOptions({
      queryKey: ['moderation', 'reports', 'queue', filter],
      queryFn: ({ pageParam }) =>
        unwrap(
          m.reports.pending.$get({
            query: {
              ...(filter.type ? { type: filter.type } : {}),
              ...(filter.q ? { q: filter.q } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          }),
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  groups: (filter: { type?: ReportTarget }) =>
    infiniteQueryOptions({
      queryKey: ['moderation', 'reports', 'groups', filter],
      queryFn: ({ pageParam }) =>
        unwrap(
          m.reports.groups.$get({
            query: { ...(filter.type ? { type: filter.type } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          }),
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  history: (userId: string) =>
    queryOptions({
      queryKey: ['moderation', 'history', userId],
      queryFn: () => unwrap(m.members[':id'].history.$get({ param: { id: userId } })),
    }),
  appeals: () => queryOptions({ queryKey: ['moderation', 'appeals'], queryFn: () => unwrap(m.appeals.$get()) }),
  analytics: () => queryOptions({ queryKey: ['moderation', 'analytics'], queryFn: () => unwrap(m.analytics.$get()) }),
  messages: () => queryOptions({ queryKey: ['moderation', 'messages'], queryFn: () => unwrap(m.messages.$get()) }),
  status: () => queryOptions({ queryKey: ['moderation', 'status'], queryFn: () => unwrap(m.status.$get()) }),
};

export type PendingReport = Awaited<
  ReturnType<NonNullable<ReturnType<typeof moderationQueries.pending>['queryFn']>>
>['reports'][number];
export type ReportGroup = Awaited<
  ReturnType<NonNullable<ReturnType<typeof moderationQueries.groups>['queryFn']>>
>['groups'][number];
export type MemberHistory = Awaited<ReturnType<NonNullable<ReturnType<typeof moderationQueries.history>['queryFn']>>>;
export type Appeal = Awaited<
  ReturnType<NonNullable<ReturnType<typeof moderationQueries.appeals>['queryFn']>>
>['appeals'][number];
export type ModerationMessage = Awaited<
  ReturnType<NonNullable<ReturnType<typeof moderationQueries.messages>['queryFn']>>
>['messages'][number];

/** Every moderation change refreshes the moderation views, notifications and the member's own flags. */
function useModerationMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        ['moderation', 'notifications', 'me', 'admin'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}

export const useUpdateReport = () =>
  useModerationMutation(({ id, status }: { id: string; status: 'resolved' | 'dismissed' }) =>
    unwrap(m.reports[':id'].$patch({ param: { id }, json: { status } })),
  );

export const useBulkReports = () =>
  useModerationMutation(
    (json: {
      status: 'resolved' | 'dismissed';
      report_ids?: string[];
      targets?: { type: ReportTarget; id: string }[];
    }) => unwrap(m.reports.bulk.$post({ json })),
  );

export const useLift = () =>
  useModerationMutation((json: { user_id: string; kind: 'suspension' | 'ban'; reason: string }) =>
    unwrap(m.lifts.$post({ json })),
  );

export type ActionBody = {
  action_type: 'warning' | 'post_removal' | 'suspension' | 'ban';
  suspension_days?: 1 | 3 | 7 | 30;
  suspension_until?: string;
  reason: string;
  notes?: string;
  report_id?: string;
  target_user_id?: string;
  post_id?: string;
};
export const useTakeAction = () => useModerationMutation((json: ActionBody) => unwrap(m.actions.$post({ json })));

export const useAppeal = () =>
  useModerationMutation((json: { related_action_id: string; message: string }) => unwrap(m.appeal.$post({ json })));

export const useRespondToAppeal = () =>
  useModerationMutation(({ id, ...json }: { id: string; status: 'approved' | 'rejected'; response: string }) =>
    unwrap(m.appeals[':id'].respond.$post({ param: { id }, json })),
  );

export const useAskQuestion = () =>
  useModerationMutation(({ id, question }: { id: string; question: string }) =>
    unwrap(m.appeals[':id'].question.$post({ param: { id }, json: { question } })),
  );

export const useAnswerQuestion = () =>
  useModerationMutation(({ id, answer }: { id: string; answer: string }) =>
    unwrap(m.appeals[':id'].answer.$post({ param: { id }, json: { answer } })),
  );

export const useMarkModerationRead = () =>
  useModerationMutation((id: string) => unwrap(m.messages[':id'].read.$put({ param: { id } })));
