import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@/components/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countLabel, formatDate as formatDay } from '@/lib/format';
import { formatDate } from '../format';
import { moderationQueries } from '../queries';

/** The Analytics tab. A failure to load is only logged; the tab then stays empty. */
export function AnalyticsPanel() {
  const analytics = useQuery(moderationQueries.analytics());
  if (analytics.isError) console.error('Failed to load moderation analytics', analytics.error);
  const data = analytics.data;
  if (!data) return null;
  const maxVolume = Math.max(1, ...data.postVolume.map((d) => d.count));
  const maxTag = Math.max(1, ...data.topHashtags.map((t) => t.postCount));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Top Hashtags</CardTitle>
        </CardHeader>
        <CardContent>
          {data.topHashtags.length ? (
            <ol className="flex flex-col gap-2">
              {data.topHashtags.map((t) => (
                <li key={t.name} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm">
                  <span className="truncate">#{t.name}</span>
                  <span
                    className="h-2 rounded bg-primary"
                    style={{ width: `${(t.postCount / maxTag) * 100}%` }}
                    aria-hidden
                  />
                  <span className="text-right tabular-nums">{t.postCount}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No hashtags yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Most Active Users</CardTitle>
          <p className="text-sm text-muted-foreground">Posts in the last 30 days</p>
        </CardHeader>
        <CardContent>
          {data.activeUsers.length ? (
            <ol className="flex flex-col gap-2">
              {data.activeUsers.map((u) => (
                <li key={u.id} className="flex items-center gap-2 text-sm">
                  <Avatar src={u.avatarUrl} name={u.firstName} size="sm" />
                  <a href={`/profile/${u.username}`} className="flex-1 hover:underline">
                    @{u.username}
                  </a>
                  <span className="tabular-nums">{countLabel(u.postCount, 'post')}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No posts in the last 30 days.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Post Volume (Last 7 Days)</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex h-40 items-end gap-2" aria-label="Posts per day">
            {data.postVolume.map((d) => (
              <li key={d.date} className="flex flex-1 flex-col items-center gap-1 text-xs">
                <span className="tabular-nums">{d.count}</span>
                <span
                  className="w-full rounded-t bg-primary"
                  style={{ height: `${Math.max(2, (d.count / maxVolume) * 100)}px` }}
                  aria-hidden
                />
                <span className="text-muted-foreground">{formatDay(d.date, 'weekday')}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recent Moderation Activity</CardTitle>
        </CardHeader>
        <CardContent>
          {data.recentActivity.length ? (
            <ol className="flex flex-col gap-3 border-l pl-4">
              {data.recentActivity.map((e) => (
                <li key={e.id} className="text-sm">
                  <p>
                    <span className="font-medium">@{e.moderator ?? 'unknown'}</span>{' '}
                    {e.kind === 'action'
                      ? `issued a ${e.label.replace('_', ' ')} to`
                      : e.kind === 'edit'
                        ? `edited a ${e.label.replace(' edited', '')} by`
                        : `${e.label.replace('appeal ', 'decided an appeal (')}) from`}{' '}
                    <span className="font-medium">@{e.target ?? 'deleted user'}</span>
                  </p>
                  {e.detail ? <p className="text-muted-foreground">{e.detail}</p> : null}
                  <p className="text-xs text-muted-foreground">{formatDate(e.at, true)}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No moderation activity yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
