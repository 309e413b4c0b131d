import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ImagePlus, MapPin, Smile, Tag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useDebounced } from '@/lib/use-debounced';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { useTimedMessage } from '@/lib/use-timed-message';
import { cn } from '@/lib/utils';
import type { PostDto } from '../../../../worker/contracts/community';
import {
  ALT_MAX_LENGTH,
  EMOJIS,
  MAX_MEDIA,
  POST_LOCATION_MAX,
  POST_MAX_LENGTH,
} from '../../../../worker/contracts/community-limits';
import { composerError, createFailureMessage, remaining } from '../composer-rules';
import { communityQueries, type PostInput, usePublishPost } from '../queries';
import { useAttachments } from '../use-attachments';

type Me = { id: string; first_name: string; avatar_url: string | null };

/**
 * Writing or editing a post: text with its counter, up to 4 photos or videos with previews and
 * descriptions, an activity tag, emojis, location and visibility. Files are checked and uploaded
 * as they are chosen (use-attachments).
 */
export function Composer({
  me,
  editing,
  onDone,
  initialText = '',
  autoFocus = false,
}: {
  me: Me;
  editing?: PostDto;
  onDone?: (post: PostDto) => void;
  /** Text typed before the composer loaded (composer-slot), and whether the cursor was in it. */
  initialText?: string;
  autoFocus?: boolean;
}) {
  const publish = usePublishPost();
  const navigate = useNavigate();
  const textId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(editing?.content ?? initialText.slice(0, POST_MAX_LENGTH));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the composer replaces its placeholder
  useEffect(() => {
    const field = textField.current;
    if (!autoFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const attachments = useAttachments(editing?.media);
  const media = attachments.items;
  const [visibility, setVisibility] = useState<PostDto['visibility']>(editing?.visibility ?? 'public');
  const [location, setLocation] = useState(editing?.location ?? '');
  const [showLocation, setShowLocation] = useState(Boolean(editing?.location));
  const [activity, setActivity] = useState<{ id: number; title: string } | null>(editing?.activity ?? null);
  const [tagSearch, setTagSearch] = useState('');
  const [showTags, setShowTags] = useState(false);
  const [showEmojis, setShowEmojis] = useState(false);
  const [busy, setBusy] = useState<null | 'uploading' | 'posting'>(null);
  // One message at a time, for 5 seconds: a refused file, a missing text, a failed post.
  const problem = useTimedMessage();
  const debouncedTag = useDebounced(tagSearch, 250);
  const tags = useQuery(communityQueries.activityTags(debouncedTag));
  const left = remaining(text);
  const changed = editing
    ? text !== editing.content || media.length !== editing.media.length
    : text.trim() !== '' || media.length > 0;
  useLeaveWarning(changed && busy === null);

  function addFiles(list: FileList | null) {
    problem.show(attachments.add([...(list ?? [])]));
    if (fileInput.current) fileInput.current.value = '';
  }

  function insertEmoji(emoji: string) {
    if (text.length + emoji.length > POST_MAX_LENGTH) return;
    setText((t) => t + emoji);
    setShowEmojis(false);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing = composerError(text, media.length);
    if (missing) return problem.show(missing);
    problem.clear();
    try {
      setBusy('uploading');
      const files = await attachments.settled();
      if (files.some((f) => f.status === 'failed')) {
        problem.show('Remove the files that could not be added, then try again.');
        return;
      }
      const uploaded: PostInput['media'] = files.map((f) => ({
        url: f.url as string,
        type: f.type,
        ...(f.type === 'image' && f.alt.trim() ? { alt: f.alt.trim() } : {}),
      }));
      setBusy('posting');
      const input: PostInput = {
        content: text.trim(),
        media: uploaded,
        visibility,
        location: location.trim() || null,
        activity_id: activity?.id ?? null,
      };
      const { post } = await publish.mutateAsync({ editing: editing?.id ?? null, input });
      if (!editing) {
        setText('');
        attachments.reset();
        setActivity(null);
        setLocation('');
        setShowLocation(false);
      }
      onDone?.(post);
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'ERROR', (err as Error).message);
      problem.show(createFailureMessage(e));
      if (e.status === 401) navigate({ to: '/auth' });
    } finally {
      setBusy(null);
    }
  }

  const disabled = busy !== null || (!text.trim() && media.length === 0);
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      aria-label={editing ? 'Edit post' : 'Create a post'}
    >
      <div className="flex gap-3">
        <Avatar src={me.avatar_url} name={me.first_name} />
        <div className="flex-1">
          <label htmlFor={textId} className="sr-only">
            {editing ? 'Edit your post' : 'What have you been up to?'}
          </label>
          <Textarea
            id={textId}
            ref={textField}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, POST_MAX_LENGTH))}
            maxLength={POST_MAX_LENGTH}
            placeholder="Share an adventure, a plan or a question... use #hashtags and @mentions"
            rows={3}
            aria-describedby={`${textId}-count`}
          />
          <p
            id={`${textId}-count`}
            className={cn(
              'mt-1 text-right text-xs',
              left < 20 ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground',
            )}
            aria-live="polite"
          >
            {left} characters remaining
          </p>
        </div>
      </div>

      {media.length ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Attached media">
          {media.map((m, i) => (
            <li key={m.key} className="flex flex-col gap-1">
              <div
                className={cn(
                  'relative overflow-hidden rounded-md border',
                  m.status === 'failed' && 'border-destructive bg-destructive/5',
                )}
              >
                {m.status === 'failed' ? (
                  <p role="alert" className="flex aspect-square items-center p-2 text-center text-xs text-destructive">
                    {m.problem}
                  </p>
                ) : m.type === 'image' ? (
                  <img
                    src={m.preview}
                    alt={m.alt || `Attachment ${i + 1}`}
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <video src={m.preview} className="aspect-square w-full object-cover" muted />
                )}
                {m.status === 'checking' || m.status === 'uploading' ? (
                  <progress
                    className="absolute inset-x-1 bottom-1 w-[calc(100%-0.5rem)]"
                    value={m.progress}
                    max={1}
                    aria-label={`Uploading attachment ${i + 1}`}
                  />
                ) : null}
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-7"
                  onClick={() => attachments.remove(m.key)}
                  aria-label={`Remove attachment ${i + 1}`}
                  disabled={busy === 'posting'}
                >
                  <X className="size-4" />
                </Button>
              </div>
              {m.type === 'image' && m.status !== 'failed' ? (
                <Input
                  aria-label={`Describe attachment ${i + 1} (optional)`}
                  placeholder="Describe the photo"
                  value={m.alt}
                  maxLength={ALT_MAX_LENGTH}
                  onChange={(e) => attachments.setAlt(m.key, e.target.value)}
                  className="h-8 text-xs"
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {activity ? (
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent px-3 py-1 text-sm">
          <Tag className="size-4" aria-hidden /> {activity.title}
          <button type="button" onClick={() => setActivity(null)} aria-label={`Remove tag ${activity.title}`}>
            <X className="size-3" />
          </button>
        </p>
      ) : null}

      {showTags ? (
        <div className="relative">
          <Input
            aria-label="Search activities to tag"
            placeholder="Search activities (2+ characters)"
            value={tagSearch}
            onChange={(e) => setTagSearch(e.target.value)}
            autoFocus
          />
          {tagSearch.trim().length >= 2 ? (
            <ul className="mt-1 rounded-md border bg-popover" aria-label="Activity results">
              {tags.data?.activities.length ? (
                tags.data.activities.map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      className="w-full px-3 py-2 text-left text-sm hover:bg-accent"
                      onClick={() => {
                        setActivity(a);
                        setShowTags(false);
                        setTagSearch('');
                      }}
                    >
                      {a.title}
                    </button>
                  </li>
                ))
              ) : tags.isFetching ? (
                <li className="px-3 py-2 text-sm text-muted-foreground">Searching...</li>
              ) : (
                <li className="px-3 py-2 text-sm text-muted-foreground">No activities found</li>
              )}
            </ul>
          ) : null}
        </div>
      ) : null}

      {showLocation ? (
        <Input
          aria-label="Location"
          placeholder="Where was this?"
          value={location}
          maxLength={POST_LOCATION_MAX}
          onChange={(e) => setLocation(e.target.value)}
        />
      ) : null}

      {showEmojis ? (
        <fieldset aria-label="Emojis" className="flex flex-wrap gap-1">
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="rounded p-1 text-xl hover:bg-accent"
              onClick={() => insertEmoji(emoji)}
              aria-label={`Insert ${emoji}`}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      ) : null}

      {problem.message ? <Alert variant="destructive">{problem.message.text}</Alert> : null}

      <div className="flex flex-wrap items-center gap-1">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime"
          multiple
          className="sr-only"
          id={`${textId}-files`}
          onChange={(e) => addFiles(e.target.files)}
          disabled={media.length >= MAX_MEDIA || busy !== null}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => fileInput.current?.click()}
          aria-label="Add photos or videos"
          disabled={media.length >= MAX_MEDIA || busy !== null}
        >
          <ImagePlus />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => setShowTags((s) => !s)}
          aria-label="Tag an activity"
          aria-expanded={showTags}
        >
          <Tag />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => setShowEmojis((s) => !s)}
          aria-label="Add emoji"
          aria-expanded={showEmojis}
        >
          <Smile />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => setShowLocation((s) => !s)}
          aria-label="Add location"
          aria-expanded={showLocation}
        >
          <MapPin />
        </Button>
        {/* Who sees it and the button to post stay together: on a narrow screen they move to the
            next row as one, so the button is never alone on a row of its own. */}
        <div className="ml-auto flex items-center gap-1">
          <NativeSelect
            aria-label="Who can see this post"
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as PostDto['visibility'])}
            className="w-auto"
          >
            <option value="public">Public</option>
            <option value="friends">Friends</option>
            <option value="private">Only me</option>
          </NativeSelect>
          {editing ? (
            <Button type="button" variant="outline" asChild>
              <Link to="/post/$id" params={{ id: editing.id }}>
                Cancel
              </Link>
            </Button>
          ) : null}
          <Button type="submit" disabled={disabled}>
            {busy === 'uploading'
              ? 'Uploading...'
              : busy === 'posting'
                ? editing
                  ? 'Saving...'
                  : 'Posting...'
                : editing
                  ? 'Save'
                  : 'Post'}
          </Button>
        </div>
      </div>
    </form>
  );
}
