import { describe, expect, it } from 'vitest';
import { signUpAvatarProblem } from '@/features/account/components/sign-up-form';
import { drawCrop } from '@/features/profile/crop';
import { editorStateOf, fieldErrors, payloadOf } from '@/features/profile/editor-state';
import { profileCompleteness } from '../../worker/contracts/profile';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';

const profile = {
  firstName: 'Maya',
  lastName: null,
  username: 'maya_okafor',
  email: 'maya@example.com',
  age: 34,
  languagePreferences: ['English', 'Yoruba'],
  interests: ['Hiking'],
  notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  privacySettings: DEFAULT_PRIVACY_SETTINGS,
};

describe('profile editor state', () => {
  it('turns the form into the API payload: empty text is null, comma lists are lists', () => {
    const state = { ...editorStateOf(profile), languagePreferences: 'English, , French ', phoneNumber: ' ' };
    const payload = payloadOf(state);
    expect(payload).toMatchObject({
      lastName: null,
      phoneNumber: null,
      age: 34,
      languagePreferences: ['English', 'French'],
    });
  });

  it('gives each field the spec message and blocks saving while any is wrong', () => {
    const ok = editorStateOf(profile);
    expect(fieldErrors(ok)).toEqual({});
    expect(fieldErrors({ ...ok, email: '' }).email).toBe('Email is required');
    expect(fieldErrors({ ...ok, email: 'nope' }).email).toBe('Invalid email format');
    expect(fieldErrors({ ...ok, phoneNumber: '123' }).phoneNumber).toBe('Invalid phone number format');
    expect(fieldErrors({ ...ok, age: '200' }).age).toBe('Age must be between 13 and 120');
    expect(fieldErrors({ ...ok, username: 'a!' }).username).toBe(
      'Username must be 3-20 characters, letters, numbers, and underscores only',
    );
    expect(fieldErrors({ ...ok, firstName: 'x'.repeat(51) }).firstName).toBe('Name must be less than 50 characters');
  });

  it('counts completeness over the 12 fields', () => {
    expect(profileCompleteness({})).toBe(0);
    expect(profileCompleteness({ firstName: 'A', username: 'a', age: 30 })).toBe(25);
    expect(profileCompleteness({ firstName: 'A', languagePreferences: [] })).toBe(8);
  });
});

describe('avatars', () => {
  it('accepts JPG or PNG up to 2MB at sign-up', () => {
    expect(signUpAvatarProblem(null)).toBeNull();
    expect(signUpAvatarProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(
      'Avatar must be a JPG or PNG image',
    );
    expect(signUpAvatarProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toBe(
      'Avatar file size must be less than 2MB',
    );
  });

  it('covers the square at zoom 1 and rotates in quarter turns', () => {
    const calls: string[] = [];
    const ctx = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      fillRect: () => undefined,
      translate: (x: number, y: number) => calls.push(`translate ${x} ${y}`),
      rotate: (a: number) => calls.push(`rotate ${a.toFixed(3)}`),
      scale: (x: number) => calls.push(`scale ${x}`),
      drawImage: (_i: unknown, x: number, y: number) => calls.push(`draw ${x} ${y}`),
      fillStyle: '',
    } as unknown as CanvasRenderingContext2D;
    drawCrop(ctx, { width: 600, height: 300 } as never, 300, 1, 90);
    expect(calls).toContain('translate 150 150');
    expect(calls).toContain(`rotate ${(Math.PI / 2).toFixed(3)}`);
    expect(calls).toContain('scale 1');
    expect(calls).toContain('draw -300 -150');
  });
});
