import { describe, expect, it } from 'vitest';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  CompleteProfileInput,
  ConfirmAccountInput,
  ConfirmEmailInput,
  EmailSchema,
  NameSchema,
  ProfileStep1Checked,
  REQUIRED_SIGN_UP_MESSAGE,
  ResendSignUpInput,
  SignInInput,
  SignUpInput,
  SignUpStep1Checked,
  UNKNOWN_FIELD_MESSAGE,
  UsernameSchema,
} from '../../worker/contracts/account';
import { chars, issue, read } from './contract-reader';

const step1 = {
  email: 'Ana@Example.com',
  password: 'correct horse',
  firstName: 'Ana',
  username: 'ana_k',
  age: 34,
  country: 'GB',
  acceptTerms: true,
};

describe('signing up, step 1 (the spec’s messages)', () => {
  it('reads a filled form, the address in lower case', () => {
    expect(read(SignUpStep1Checked, step1).ok).toEqual({ ...step1, email: 'ana@example.com' });
  });

  it.each([
    ['email', ''],
    ['password', ''],
    ['firstName', '  '],
    ['username', ''],
    ['country', ''],
    ['age', Number.NaN],
    ['acceptTerms', false],
  ])('leaving %s empty: the one message for the form', (field, value) => {
    expect(issue(SignUpStep1Checked, { ...step1, [field]: value })).toBe(
      'Please fill in all required fields and accept the terms',
    );
    const { [field as keyof typeof step1]: _, ...without } = step1;
    expect(issue(SignUpStep1Checked, without)).toBe(REQUIRED_SIGN_UP_MESSAGE);
  });

  it.each([
    [{ age: 12 }, 'You must be at least 13 years old to register'],
    [{ age: 121 }, 'Age must be between 13 and 120'],
    [{ age: 20.5 }, 'Age must be between 13 and 120'],
    [{ password: 'short12' }, 'Password must be at least 8 characters long'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
    [{ email: 'ana@' }, 'Invalid email format'],
    [{ email: `${'a'.repeat(250)}@x.co` }, 'Invalid email format'],
    [{ username: 'an' }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    [{ username: 'a'.repeat(21) }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    [{ username: 'ana k' }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    [{ username: 'anaé' }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    [{ firstName: chars(51) }, 'Name must be less than 50 characters'],
    [{ country: 'XX' }, 'Please choose a country from the list'],
    [{ acceptTerms: 'yes' }, REQUIRED_SIGN_UP_MESSAGE],
    [{ admin: true }, 'The request has a field this form does not accept'],
  ])('%j: %s', (change, message) => {
    expect(issue(SignUpStep1Checked, { ...step1, ...change })).toBe(message);
  });

  it('at both ends: 13 and 120 years, 8 and 128 characters of password, 3 and 20 of username, 50 of name', () => {
    for (const change of [
      { age: 13 },
      { age: 120 },
      { password: 'x'.repeat(8) },
      { password: 'x'.repeat(128) },
      { username: 'abc' },
      { username: 'A_1'.repeat(6).slice(0, 20) },
      { firstName: chars(50) },
    ])
      expect(read(SignUpStep1Checked, { ...step1, ...change }).ok, JSON.stringify(change)).toBeDefined();
  });
});

describe('signing up, step 2 (all optional)', () => {
  it('reads nothing as no choices and no newsletter', () => {
    expect(read(SignUpInput, step1).ok).toEqual({
      ...step1,
      email: 'ana@example.com',
      interests: [],
      activityTypes: [],
      timeAvailability: [],
      newsletter: false,
    });
  });

  it.each([
    [{ location: chars(101) }, 'Location must be less than 100 characters'],
    [{ healthConsiderations: chars(501) }, 'Health considerations must be less than 500 characters'],
    [{ genderIdentity: 'robot' }, 'Please choose from the listed options'],
    [{ coachingStyle: 'shouting' }, 'Please choose from the listed options'],
    [{ interests: ['Photography', 'Juggling chainsaws'] }, 'Please choose from the listed options'],
    [{ activityTypes: ['Nothing'] }, 'Please choose from the listed options'],
    [{ timeAvailability: ['Never'] }, 'Please choose from the listed options'],
    [{ newsletter: 'yes' }, 'Newsletter is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(SignUpInput, { ...step1, ...change })).toBe(message);
  });

  it('at their limits', () => {
    expect(
      read(SignUpInput, {
        ...step1,
        location: ` ${chars(100)} `,
        healthConsiderations: chars(500),
        genderIdentity: 'non_binary',
        coachingStyle: 'gentle_encouragement',
        interests: ['Photography', 'Hiking'],
        newsletter: true,
      }).ok,
    ).toMatchObject({ location: chars(100), healthConsiderations: chars(500), newsletter: true });
  });
});

describe('a member who signed in with another provider gives the rest', () => {
  const rest = { firstName: 'Ana', username: 'ana_k', age: 34, country: 'GB', acceptTerms: true };

  it('everything but an address and a password', () => {
    expect(read(ProfileStep1Checked, rest).ok).toEqual(rest);
    expect(read(CompleteProfileInput, rest).ok).toMatchObject(rest);
    expect(issue(ProfileStep1Checked, { ...rest, username: '' })).toBe(REQUIRED_SIGN_UP_MESSAGE);
    expect(issue(CompleteProfileInput, { ...rest, acceptTerms: false })).toBe(REQUIRED_SIGN_UP_MESSAGE);
    expect(issue(CompleteProfileInput, { ...rest, email: 'a@b.co' })).toBe(UNKNOWN_FIELD_MESSAGE);
    expect(issue(ProfileStep1Checked, { ...rest, password: 'x'.repeat(10) })).toBe(UNKNOWN_FIELD_MESSAGE);
  });
});

describe('signing in and account changes', () => {
  it('sign-in: an address and a password', () => {
    expect(read(SignInInput, { email: ' A@B.CO ', password: 'x' }).ok).toEqual({ email: 'a@b.co', password: 'x' });
    expect(issue(SignInInput, { email: 'a@b.co', password: '' })).toBe('Password is required');
    expect(issue(SignInInput, { email: 'a@b.co' })).toBe('Password is required');
    expect(issue(SignInInput, { email: '', password: 'x' })).toBe('Email is required');
    expect(issue(SignInInput, { password: 'x' })).toBe('Email is required');
    expect(issue(ResendSignUpInput, { email: 'nope' })).toBe('Invalid email format');
  });

  it('a new address needs the current password', () => {
    expect(read(ChangeEmailInput, { newEmail: 'New@x.co', currentPassword: 'pw' }).ok).toEqual({
      newEmail: 'new@x.co',
      currentPassword: 'pw',
    });
    expect(issue(ChangeEmailInput, { newEmail: 'new@x.co', currentPassword: '' })).toBe(
      'Please enter your current password',
    );
  });

  it('a new password: 8 to 128 characters', () => {
    expect(read(ChangePasswordInput, { currentPassword: 'old', newPassword: 'x'.repeat(8) }).ok).toBeDefined();
    expect(read(ChangePasswordInput, { currentPassword: 'old', newPassword: 'x'.repeat(128) }).ok).toBeDefined();
    expect(issue(ChangePasswordInput, { currentPassword: 'old', newPassword: 'x'.repeat(7) })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(issue(ChangePasswordInput, { currentPassword: 'old', newPassword: 'x'.repeat(129) })).toBe(
      'Password must be at most 128 characters long',
    );
    expect(issue(ChangePasswordInput, { currentPassword: 'old', newPassword: 8 })).toBe('Please enter a new password');
  });

  it('links carry a token of 20 to 100 letters, digits, _ and -', () => {
    const token = 'a_-'.repeat(7).slice(0, 20);
    expect(read(ConfirmEmailInput, { token }).ok).toEqual({ token });
    expect(read(ConfirmAccountInput, { token: 'x'.repeat(100), username: ' new_name ' }).ok).toEqual({
      token: 'x'.repeat(100),
      username: 'new_name',
    });
    for (const bad of ['x'.repeat(19), 'x'.repeat(101), `${'x'.repeat(20)}!`, `${'x'.repeat(20)} `])
      expect(issue(ConfirmEmailInput, { token: bad }), bad).toBe('This link is invalid or has expired');
    expect(issue(ConfirmAccountInput, { token: 5 })).toBe('This link is invalid or has expired');
  });

  it('the shared pieces', () => {
    expect(read(EmailSchema, '  MIXED@Case.Org ').ok).toBe('mixed@case.org');
    expect(issue(EmailSchema, 5)).toBe('Email is required');
    expect(read(UsernameSchema, ' ana ').ok).toBe('ana');
    expect(read(NameSchema, ` ${chars(50)} `).ok).toBe(chars(50));
  });
});
