import { env } from 'cloudflare:workers';
import type { Member } from './helpers';

export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
/** A Windows executable's first bytes. */
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

export async function createPost(member: Member, body: Record<string, unknown>) {
  const res = await member.fetch('/api/community/posts', { method: 'POST', json: body });
  if (res.status !== 201) throw new Error(`create post failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { post: { id: string; hashtags: string[] } }).post;
}

export async function upload(member: Member, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const body = new FormData();
  body.append('file', new File([bytes], name, { type }));
  return member.fetch('/api/community/media', { method: 'POST', body });
}

/** Accepted follows in both directions: the spec's friends. */
export async function follow(a: Member, b: Member, mutual = false) {
  const rows = [[a, b], ...(mutual ? [[b, a]] : [])] as [Member, Member][];
  for (const [x, y] of rows) {
    await env.DB.prepare(
      "insert into follows (id, follower_id, following_id, status) values (?, ?, ?, 'accepted') on conflict do nothing",
    )
      .bind(crypto.randomUUID(), x.profile.id, y.profile.id)
      .run();
  }
}

export async function block(a: Member, b: Member) {
  const res = await a.fetch('/api/relationships/block', { method: 'POST', json: { user_id: b.profile.id } });
  if (!res.ok) throw new Error(`block failed: ${res.status}`);
}

export const hashtagCount = async (name: string) =>
  (await env.DB.prepare('select post_count as n from hashtags where name = ?').bind(name).first<{ n: number }>())?.n ??
  0;
