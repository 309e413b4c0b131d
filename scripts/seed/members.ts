import { eq, inArray } from 'drizzle-orm';
import type { Role } from '../../worker/contracts/enums';
import type { Db } from '../../worker/db/client';
import { newId } from '../../worker/db/columns';
import { type ProfileRow, profiles } from '../../worker/db/schema';
import { createAccount } from '../../worker/features/account/sign-up';
import { hashPassword } from '../../worker/lib/password';
import { avatarPng } from '../lib/avatar';
import { readJson } from './files';

export const DEMO_PASSWORD = 'lifelist-demo-2026';

type MemberSeed = {
  username: string;
  firstName: string;
  lastName: string;
  age: number;
  country: string;
  location: string;
  bio: string;
  interests: string[];
  occupation: string;
  gender: 'male' | 'female' | 'non_binary' | 'prefer_not_to_say';
  avatarColor: string;
  /** The coaching answers of sign-up, for the members whose coach the demo shows. */
  coachingStyle?: string;
  activityTypes?: string[];
  timeAvailability?: string[];
  healthConsiderations?: string;
};

export const STAFF: (MemberSeed & { email: string; role: Role })[] = [
  {
    email: 'admin@lifelist.app',
    role: 'admin',
    username: 'ada_admin',
    firstName: 'Ada',
    lastName: 'Lovelace',
    age: 36,
    country: 'GB',
    location: 'London',
    bio: 'Keeps the catalogue and pages in shape.',
    interests: ['Technology', 'Reading'],
    occupation: 'Content lead',
    gender: 'female',
    avatarColor: '#0f766e',
  },
  {
    email: 'superadmin@lifelist.app',
    role: 'superAdmin',
    username: 'sol_super',
    firstName: 'Sol',
    lastName: 'Ortega',
    age: 42,
    country: 'GB',
    location: 'London',
    bio: 'Runs Lifelist operations.',
    interests: ['Travel', 'Cycling'],
    occupation: 'Head of operations',
    gender: 'male',
    avatarColor: '#7c3aed',
  },
  {
    email: 'moderator@lifelist.app',
    role: 'moderator',
    username: 'mo_moderates',
    firstName: 'Morgan',
    lastName: 'Reyes',
    age: 31,
    country: 'IE',
    location: 'Dublin',
    bio: 'Keeps the community kind and safe.',
    interests: ['Volunteering', 'Music'],
    occupation: 'Community moderator',
    gender: 'non_binary',
    avatarColor: '#b91c1c',
  },
  {
    email: 'supplier@lifelist.app',
    role: 'supplier',
    username: 'wavecrest_surf',
    firstName: 'Wavecrest',
    lastName: 'Surf School',
    age: 39,
    country: 'GB',
    location: 'Newquay',
    bio: 'Surf lessons for every level on the Cornish coast.',
    interests: ['Surfing', 'Adventure'],
    occupation: 'Surf school',
    gender: 'prefer_not_to_say',
    avatarColor: '#0369a1',
  },
];

const initialsOf = (m: MemberSeed) => `${m.firstName[0] ?? ''}${m.lastName[0] ?? ''}`.normalize('NFD');

/** A demo account, made as if its sign-up link had been followed. */
async function createMember(db: Db, media: R2Bucket, m: MemberSeed, email: string, role: Role) {
  const profile = { id: newId() };
  await createAccount(db, {
    id: profile.id,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    details: {
      firstName: m.firstName,
      username: m.username,
      age: m.age,
      country: m.country as 'GB',
      location: m.location,
      genderIdentity: m.gender,
      interests: m.interests as never[],
      activityTypes: (m.activityTypes ?? []) as never[],
      timeAvailability: (m.timeAvailability ?? []) as never[],
      coachingStyle: m.coachingStyle as never,
      healthConsiderations: m.healthConsiderations,
      newsletter: false,
    },
    avatarUrl: null,
  });
  const key = `avatars/${profile.id}.png`;
  await media.put(key, avatarPng(initialsOf(m), m.avatarColor), { httpMetadata: { contentType: 'image/png' } });
  const [updated] = await db
    .update(profiles)
    .set({
      lastName: m.lastName,
      profileBio: m.bio,
      occupation: m.occupation,
      role,
      avatarUrl: `/media/${key}`,
      createdAt: new Date(Date.now() - (90 + Math.floor(Math.random() * 300)) * 86400_000),
    })
    .where(eq(profiles.id, profile.id))
    .returning();
  return updated as ProfileRow;
}

/** Staff and demo members; anyone already there (by e-mail) is kept as is. */
export async function seedMembers(db: Db, media: R2Bucket) {
  const members = readJson<MemberSeed[]>('data/demo/members.json');
  const wanted = [
    ...STAFF.map((s) => ({ seed: s as MemberSeed, email: s.email, role: s.role })),
    ...members.map((m) => ({ seed: m, email: `${m.username}@demo.lifelist.app`, role: 'user' as Role })),
  ];
  const existing = await db
    .select()
    .from(profiles)
    .where(
      inArray(
        profiles.email,
        wanted.map((w) => w.email),
      ),
    );
  const byUsername = new Map(existing.map((p) => [p.username, p]));
  for (const w of wanted) {
    if (!byUsername.has(w.seed.username)) {
      byUsername.set(w.seed.username, await createMember(db, media, w.seed, w.email, w.role));
    }
  }
  return byUsername;
}
