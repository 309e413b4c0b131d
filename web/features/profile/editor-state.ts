import * as v from 'valibot';
import { ProfileUpdateInput } from '../../../worker/contracts/profile';

/**
 * The editor's form, what the profile says: text inputs as strings, lists as arrays. The sign-in
 * address, notification and privacy choices, country and time zone are settings (the Settings
 * page saves each as it changes), so Save Changes never sends them.
 */
export type EditorState = {
  firstName: string;
  lastName: string;
  username: string;
  profileBio: string;
  age: string;
  phoneNumber: string;
  location: string;
  genderIdentity: string;
  preferredPronouns: string;
  occupation: string;
  languagePreferences: string;
  interests: string[];
  activityTypes: string[];
  timeAvailability: string[];
  coachingStyle: string;
  newsletter: boolean;
  healthConsiderations: string;
};

type ProfileLike = { [K in keyof EditorState]?: unknown } & { firstName: string; username: string };

const str = (x: unknown) => (x === null || x === undefined ? '' : String(x));
const list = (x: unknown) => (Array.isArray(x) ? (x as string[]) : []);

export function editorStateOf(p: ProfileLike): EditorState {
  return {
    firstName: p.firstName,
    lastName: str(p.lastName),
    username: p.username,
    profileBio: str(p.profileBio),
    age: str(p.age),
    phoneNumber: str(p.phoneNumber),
    location: str(p.location),
    genderIdentity: str(p.genderIdentity),
    preferredPronouns: str(p.preferredPronouns),
    occupation: str(p.occupation),
    // Typed comma-separated, stored as a list.
    languagePreferences: list(p.languagePreferences).join(', '),
    interests: list(p.interests),
    activityTypes: list(p.activityTypes),
    timeAvailability: list(p.timeAvailability),
    coachingStyle: str(p.coachingStyle),
    newsletter: Boolean(p.newsletter),
    healthConsiderations: list(p.healthConsiderations).join(', '),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** What the API receives for the form as it stands. */
export function payloadOf(s: EditorState) {
  return {
    firstName: s.firstName,
    lastName: orNull(s.lastName),
    username: s.username,
    profileBio: orNull(s.profileBio),
    age: s.age.trim() === '' ? null : Number(s.age),
    phoneNumber: orNull(s.phoneNumber),
    location: orNull(s.location),
    genderIdentity: orNull(s.genderIdentity),
    preferredPronouns: orNull(s.preferredPronouns),
    occupation: orNull(s.occupation),
    languagePreferences: splitList(s.languagePreferences),
    interests: s.interests,
    activityTypes: s.activityTypes,
    timeAvailability: s.timeAvailability,
    coachingStyle: orNull(s.coachingStyle),
    newsletter: s.newsletter,
    healthConsiderations: splitList(s.healthConsiderations),
  };
}

/** Each field's own message, with the same rules the API applies. */
export function fieldErrors(s: EditorState): Partial<Record<keyof EditorState, string>> {
  const payload = payloadOf(s) as Record<string, unknown>;
  const errors: Partial<Record<keyof EditorState, string>> = {};
  for (const [key, schema] of Object.entries(ProfileUpdateInput.entries)) {
    const result = v.safeParse(schema as v.GenericSchema, payload[key]);
    if (!result.success) errors[key as keyof EditorState] = result.issues[0].message;
  }
  return errors;
}
