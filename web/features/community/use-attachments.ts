import { useEffect, useRef, useState } from 'react';
import type { PostDto } from '../../../worker/contracts/community';
import { detectType } from '../../../worker/contracts/file-types';
import { checkFiles } from './composer-rules';
import { uploadMedia } from './queries';

export type Attachment = {
  key: string;
  name: string;
  preview: string;
  type: 'image' | 'video';
  alt: string;
  /** 0..1 while uploading. */
  progress: number;
  status: 'checking' | 'uploading' | 'ready' | 'failed';
  url?: string;
  problem?: string;
};

/** The first bytes of a chosen file must say what its name and declared type say. */
async function bytesMatch(file: File) {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const detected = detectType(head);
  const declared = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  return detected !== null && detected === declared;
}

/**
 * A post's photos and videos: each file is checked when chosen (declared type, size, and its
 * bytes), uploaded at once with its progress, and a problem is shown on that file's own tile. The
 * post itself waits only for uploads still running.
 */
export function useAttachments(initial: PostDto['media'] = []) {
  const [items, setState] = useState<Attachment[]>(() =>
    initial.map((m) => ({
      key: m.url,
      name: m.url.split('/').pop() ?? '',
      preview: m.url,
      type: m.type,
      alt: m.alt ?? '',
      progress: 1,
      status: 'ready' as const,
      url: m.url,
    })),
  );
  // The latest list, also for code that runs after an await (the post waits for uploads).
  const latest = useRef(items);
  const setItems = (next: (all: Attachment[]) => Attachment[]) => {
    latest.current = next(latest.current);
    setState(latest.current);
  };
  const running = useRef(new Map<string, { done: Promise<void>; abort: () => void }>());
  const previews = useRef(new Set<string>());

  // Local previews are released, and unfinished uploads stopped, when the composer goes away.
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
      for (const r of running.current.values()) r.abort();
    },
    [],
  );

  const patch = (key: string, change: Partial<Attachment>) =>
    setItems((all) => all.map((a) => (a.key === key ? { ...a, ...change } : a)));

  function start(key: string, file: File) {
    let abort = () => {};
    let cancelled = false;
    const done = bytesMatch(file)
      .then((ok) => {
        if (!ok) throw new Error(`${file.name} (invalid ${file.type.startsWith('video/') ? 'video' : 'image'} format)`);
        if (cancelled) throw new Error('Upload cancelled');
        patch(key, { status: 'uploading' });
        const upload = uploadMedia(file, (progress) => patch(key, { progress }));
        abort = upload.abort;
        return upload.done;
      })
      .then((r) => patch(key, { status: 'ready', url: r.url, progress: 1 }))
      .catch((e: Error) => patch(key, { status: 'failed', problem: e.message || 'Failed to upload images' }))
      .finally(() => running.current.delete(key));
    running.current.set(key, {
      done,
      abort: () => {
        cancelled = true;
        abort();
      },
    });
  }

  /** Adds the files it may; says which it refused and why (null when it took them all). */
  function add(list: File[]): string | null {
    const { accepted, error } = checkFiles(list, latest.current.length);
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return {
        key: `${file.name}-${file.size}-${crypto.randomUUID()}`,
        name: file.name,
        preview,
        type: file.type.startsWith('video/') ? ('video' as const) : ('image' as const),
        alt: '',
        progress: 0,
        status: 'checking' as const,
        file,
      };
    });
    setItems((all) => [...all, ...added.map(({ file: _f, ...a }) => a)]);
    for (const a of added) start(a.key, a.file);
    return error;
  }

  function remove(key: string) {
    running.current.get(key)?.abort();
    setItems((all) => all.filter((a) => a.key !== key));
  }

  /** Waits for uploads still running, then gives every file as it ended up. */
  async function settled() {
    await Promise.all([...running.current.values()].map((r) => r.done));
    return latest.current;
  }

  return {
    items,
    add,
    remove,
    setAlt: (key: string, alt: string) => patch(key, { alt }),
    settled,
    reset: () => setItems(() => []),
  };
}
