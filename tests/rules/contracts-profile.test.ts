import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX,
  COMPLETENESS_FIELDS,
  DeleteAccountInput,
  PHONE_PATTERN,
  ProfileUpdateInput,
  profileCompleteness,
  UsernameParams,
} from '../../worker/contracts/profile';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { chars, issue, read } from './contract-reader';

describe('editing one’s profile (the spec’s messages)', () => {
  it('reads nothing as no change', () => {
    expect(read(ProfileUpdateInput, {})).toStrictEqual({ ok: {} });
  });

  it('reads every field it takes, trimmed', () => {
    const full = {
      email: ' Ana@Example.COM ',
      firstName: ` ${chars(50)} `,
      lastName: ` ${chars(50)} `,
      username: ' ana_k ',
      phoneNumber: ' +44 (20) 7946-0958 ',
      age: 34,
      country: 'GB',
      genderIdentity: 'non_binary',
      preferredPronouns: ` ${chars(50)} `,
      location: ` ${chars(100)} `,
      occupation: ` ${chars(100)} `,
      languagePreferences: [' English ', chars(40)],
      timezone: 'Europe/London',
      interests: ['Photography', 'Hiking'],
      healthConsiderations: [` ${chars(200)} `],
      activityTypes: ['Adventure & Outdoor'],
      timeAvailability: ['Weekday mornings'],
      coachingStyle: 'goal_oriented',
      newsletter: true,
      profileBio: ` ${chars(500)} `,
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
      privacySettings: DEFAULT_PRIVACY_SETTINGS,
    };
    expect(read(ProfileUpdateInput, full).ok).toStrictEqual({
      ...full,
      email: 'ana@example.com',
      firstName: chars(50),
      lastName: chars(50),
      username: 'ana_k',
      phoneNumber: '+44 (20) 7946-0958',
      preferredPronouns: chars(50),
      location: chars(100),
      occupation: chars(100),
      languagePreferences: ['English', chars(40)],
      healthConsiderations: [chars(200)],
      profileBio: chars(500),
    });
  });

  it.each([['lastName'], ['phoneNumber'], ['preferredPronouns'], ['location'], ['occupation'], ['profileBio']])(
    '%s: empty or blank is cleared, null stays cleared',
    (field) => {
      for (const value of ['', '   ', null])
        expect(read(ProfileUpdateInput, { [field]: value }).ok, JSON.stringify(value)).toStrictEqual({ [field]: null });
    },
  );

  it.each([
    [{ age: null }, { age: null }],
    [{ country: null }, { country: null }],
    [{ genderIdentity: null }, { genderIdentity: null }],
    [{ timezone: null }, { timezone: null }],
    [{ coachingStyle: null }, { coachingStyle: null }],
    [{ age: 13 }, { age: 13 }],
    [{ age: 120 }, { age: 120 }],
    [{ languagePreferences: [] }, { languagePreferences: [] }],
  ])('%j reads as %j', (input, output) => {
    expect(read(ProfileUpdateInput, input)).toStrictEqual({ ok: output });
  });

  it.each(['0123456789', '+0123456789', '(020) 7946 0958', '020-7946-0958', `+${'1'.repeat(29)}`])(
    'a phone of %j passes',
    (phoneNumber) => {
      expect(read(ProfileUpdateInput, { phoneNumber })).toStrictEqual({ ok: { phoneNumber } });
      expect(PHONE_PATTERN.test(phoneNumber)).toBe(true);
    },
  );

  it.each([
    '012345678',
    '+123456789',
    '0123456789x',
    '44+0123456789',
    '+44.20.7946.0958',
    '1'.repeat(31),
    `+${'1'.repeat(30)}`,
  ])('a phone of %j: Invalid phone number format', (phoneNumber) => {
    expect(issue(ProfileUpdateInput, { phoneNumber })).toBe('Invalid phone number format');
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'ana@' }, 'Invalid email format'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: chars(51) }, 'Name must be less than 50 characters'],
    [{ lastName: chars(51) }, 'Name must be less than 50 characters'],
    [{ username: 'an' }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    [{ age: 12 }, 'Age must be between 13 and 120'],
    [{ age: 121 }, 'Age must be between 13 and 120'],
    [{ age: 30.5 }, 'Age must be between 13 and 120'],
    [{ age: '30' }, 'Age must be between 13 and 120'],
    [{ country: 'XX' }, 'Please choose a country from the list'],
    [{ genderIdentity: 'robot' }, 'Please choose from the listed options'],
    [{ preferredPronouns: chars(51) }, 'Pronouns must be less than 50 characters'],
    [{ location: chars(101) }, 'Location must be less than 100 characters'],
    [{ occupation: chars(101) }, 'Occupation must be less than 100 characters'],
    [{ languagePreferences: Array(11).fill('English') }, 'List up to 10 languages'],
    [{ languagePreferences: ['  '] }, 'Language preferences is not valid'],
    [{ languagePreferences: [chars(41)] }, 'Language preferences is not valid'],
    [{ timezone: 'Mars/Olympus' }, 'Please choose a timezone from the list'],
    [{ interests: ['Juggling'] }, 'Please choose from the listed options'],
    [{ interests: Array(31).fill('Hiking') }, 'Interests is not valid'],
    [{ healthConsiderations: [chars(201)] }, 'Health considerations is not valid'],
    [{ healthConsiderations: Array(11).fill('x') }, 'Health considerations is not valid'],
    [{ activityTypes: ['Nothing'] }, 'Please choose from the listed options'],
    [{ activityTypes: Array(13).fill('Adventure & Outdoor') }, 'Activity types is not valid'],
    [{ timeAvailability: ['Never'] }, 'Please choose from the listed options'],
    [{ timeAvailability: Array(9).fill('Weekday mornings') }, 'Time availability is not valid'],
    [{ coachingStyle: 'shouting' }, 'Please choose from the listed options'],
    [{ newsletter: 'yes' }, 'Newsletter is not valid'],
    [{ profileBio: chars(501) }, 'Bio must be less than 500 characters'],
    [{ tier: 'pro' }, 'The request has a field this form does not accept'],
    [{ role: 'admin' }, 'The request has a field this form does not accept'],
  ])('%j: %s', (input, message) => {
    expect(issue(ProfileUpdateInput, input)).toBe(message);
  });

  it('lists at their longest', () => {
    expect(read(ProfileUpdateInput, { languagePreferences: Array(10).fill('English') }).ok).toBeDefined();
    expect(read(ProfileUpdateInput, { interests: Array(30).fill('Hiking') }).ok).toBeDefined();
    expect(read(ProfileUpdateInput, { healthConsiderations: Array(10).fill(' x ') }).ok).toStrictEqual({
      healthConsiderations: Array(10).fill('x'),
    });
    expect(read(ProfileUpdateInput, { activityTypes: Array(12).fill('Adventure & Outdoor') }).ok).toBeDefined();
    expect(read(ProfileUpdateInput, { timeAvailability: Array(8).fill('Weekday mornings') }).ok).toBeDefined();
  });
});

describe('profile completeness counts 12 fields', () => {
  const all = {
    firstName: 'Ana',
    lastName: 'K',
    username: 'ana_k',
    avatarUrl: '/a.png',
    age: 34,
    country: 'GB',
    location: 'Leeds',
    phoneNumber: '0123456789',
    genderIdentity: 'female',
    occupation: 'Nurse',
    languagePreferences: ['English'],
    timezone: 'Europe/London',
  };

  it('the spec’s twelve', () => {
    expect(COMPLETENESS_FIELDS).toEqual(Object.keys(all));
  });

  it.each([
    [{}, 0],
    [all, 100],
    [{ firstName: 'Ana' }, 8],
    [{ age: 0 }, 8],
    [{ languagePreferences: ['English'] }, 8],
    [{ languagePreferences: [] }, 0],
    [{ firstName: '', lastName: null, username: undefined }, 0],
    [{ ...all, avatarUrl: null, phoneNumber: '', languagePreferences: [] }, 75],
    [{ firstName: 'Ana', lastName: 'K', username: 'a', avatarUrl: 'x', age: 1, country: 'GB' }, 50],
    [{ firstName: 'Ana', lastName: 'K', username: 'a', avatarUrl: 'x', age: 1, country: 'GB', location: 'L' }, 58],
  ])('%j: %i %', (profile, percent) => {
    expect(profileCompleteness(profile)).toBe(percent);
  });
});

describe('other profile requests', () => {
  it('a profile by a username of up to 40 characters', () => {
    expect(read(UsernameParams, { username: 'u'.repeat(40) })).toEqual({ ok: { username: 'u'.repeat(40) } });
    expect(issue(UsernameParams, { username: '' })).toBe('Username is not valid');
    expect(issue(UsernameParams, { username: 'u'.repeat(41) })).toBe('Username is not valid');
  });

  it('deleting the account asks for the password', () => {
    expect(read(DeleteAccountInput, { password: ' secret ' })).toEqual({ ok: { password: ' secret ' } });
    expect(issue(DeleteAccountInput, { password: '' })).toBe('Please enter your password to confirm');
    expect(issue(DeleteAccountInput, { password: 12345678 })).toBe('Please enter your password to confirm');
    expect(issue(DeleteAccountInput, { password: 'x', confirm: true })).toBe(
      'Confirm is not something this form takes',
    );
  });

  it('an avatar of at most 5 MB', () => {
    expect(AVATAR_MAX).toBe(5 * 1024 * 1024);
  });
});
