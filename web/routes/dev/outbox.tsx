import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState, NotFoundPage } from '@/components/states';
import { api, unwrap } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

/** The local e-mail outbox (development only): what the app would have sent, with clickable links. */
export const Route = createFileRoute('/dev/outbox')({
  head: () => ({ meta: [{ title: 'Outbox | Lifelist' }] }),
  component: Outbox,
});

const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: fragments of one text
      <a key={i} href={part} className="break-all text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  );

function Outbox() {
  const outbox = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => unwrap(api.dev.outbox.$get({ query: {} })),
    retry: false,
  });
  if (outbox.isError) return <NotFoundPage />;
  return (
    <Screen title="Outbox">
      {outbox.data?.mail.length === 0 ? <EmptyState title="No e-mail sent yet" /> : null}
      <ul className="flex flex-col gap-4">
        {outbox.data?.mail.map((m) => (
          <li key={m.id} className="rounded-xl border p-4">
            <p className="text-sm text-muted-foreground">
              To {m.to} · {formatDateTime(m.createdAt)}
            </p>
            <h2 className="font-semibold">{m.subject}</h2>
            <p className="mt-2 whitespace-pre-wrap text-sm">{linkify(m.text)}</p>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
