import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActivitySaveInput } from '../../worker/contracts/admin';
import { ContactInput, contactCompletion } from '../../worker/contracts/contact';
import { ActionInput } from '../../worker/contracts/moderation';
import { ProfileUpdateInput } from '../../worker/contracts/profile';
import { restrictionMessage } from '../../worker/contracts/restriction';
import { issueMessage } from '../../worker/lib/validate';
import { read } from './contract-reader';

describe('a field left out is answered in the contract’s own words', () => {
  const form = v.object({
    name: v.pipe(v.string('Please give your name'), v.trim(), v.nonEmpty('Please give your name')),
    kind: v.picklist(['a', 'b'], 'Please choose a kind'),
    nested: v.object({ inner: v.string('Inner is missing') }),
    list: v.array(v.object({ label: v.string('Each item needs a label') })),
    bare: v.string(),
  });
  const full = { name: 'Ana', kind: 'a', nested: { inner: 'x' }, list: [{ label: 'x' }], bare: 'x' };

  it.each([
    ['name', 'Please give your name'],
    ['kind', 'Please choose a kind'],
    ['bare', 'Bare is required'],
  ])('without %s: %s', (field, message) => {
    const { [field as keyof typeof full]: _, ...without } = full;
    expect(read(form, without).issue).toBe(message);
  });

  it('along the path, in objects and in lists', () => {
    expect(read(form, { ...full, nested: {} }).issue).toBe('Inner is missing');
    expect(read(form, { ...full, list: [{ label: 'x' }, {}] }).issue).toBe('Each item needs a label');
  });

  it('without the schema, the field named plainly', () => {
    const { name: _, ...noName } = full;
    expect(issueMessage(v.safeParse(form, noName).issues?.[0])).toBe('Name is required');
    expect(issueMessage(undefined)).toBe('Invalid request');
  });

  it('the contact form’s choices and consent, left out', () => {
    const contact = {
      name: 'Ana',
      email: 'ana@example.com',
      category: 'technical_support',
      subject: 'Help',
      message: 'x'.repeat(50),
      privacyPolicy: true,
    };
    const { privacyPolicy: _p, ...noConsent } = contact;
    const { category: _c, ...noCategory } = contact;
    expect(read(ContactInput, noConsent).issue).toBe('You must accept the privacy policy');
    expect(read(ContactInput, noCategory).issue).toBe('Please choose a category');
  });
});

describe('counted as people count', () => {
  const contact = (message: string) => ({
    name: 'Ana',
    email: 'ana@example.com',
    category: 'technical_support',
    subject: 'Help',
    message,
    privacyPolicy: true,
  });

  it('a contact message needs 50 characters, emoji and accents one each', () => {
    expect(read(ContactInput, contact('🙂'.repeat(49))).issue).toBe('Message must be at least 50 characters');
    expect(read(ContactInput, contact('é'.repeat(49))).issue).toBe('Message must be at least 50 characters');
    expect(read(ContactInput, contact('🙂'.repeat(50))).ok).toBeDefined();
    const bar = { name: 'a', email: 'b', subject: 'c', privacyPolicy: true };
    expect(contactCompletion({ ...bar, message: '🙂'.repeat(49) })).toBe(80);
    expect(contactCompletion({ ...bar, message: '🙂'.repeat(50) })).toBe(100);
  });
});

describe('a suspension ends on a day of the calendar', () => {
  const action = { action_type: 'suspension', reason: 'Spam', target_user_id: 'u1' };

  it.each(['2027-02-30', '2027-04-31', '2026-02-29'])('%s does not exist', (day) => {
    expect(read(ActionInput, { ...action, suspension_until: day }).issue).toBe('Choose the date the suspension ends');
  });

  it('a real day is read as its midnight, UTC', () => {
    expect(read(ActionInput, { ...action, suspension_until: '2028-02-29' }).ok?.suspension_until).toEqual(
      new Date('2028-02-29T00:00:00Z'),
    );
  });
});

describe('the admin activity editor', () => {
  const activity = {
    title: 'Kayak the fjords',
    description: '<p>Paddle</p>',
    categoryTags: ['Adventure'],
    cost: 3,
    time: 4,
    soloSocial: 'either',
    indoorOutdoor: 'outdoor',
    planningRequired: null,
    riskLevel: null,
  };

  it('a picture of this site starts with one slash; two name another host', () => {
    expect(read(ActivitySaveInput, { ...activity, imageUrl: '/art/1.svg' }).ok).toMatchObject({
      imageUrl: '/art/1.svg',
    });
    expect(read(ActivitySaveInput, { ...activity, imageUrl: '//evil.example/x.jpg' }).issue).toBe(
      'Image URL must start with https:// or /',
    );
  });

  it('a description’s 100,000 characters are counted as people count them', () => {
    expect(read(ActivitySaveInput, { ...activity, description: '🙂'.repeat(100_000) }).ok).toBeDefined();
    expect(read(ActivitySaveInput, { ...activity, description: '🙂'.repeat(100_001) }).issue).toBe(
      'Description is limited to 100,000 characters',
    );
  });
});

describe('telephone numbers have digits', () => {
  it.each([
    ['----------', false],
    ['(((  )))--', false],
    ['+44 -- -- --', false],
    ['+44 20 7946 0958', true],
    ['(020) 7946-0958', true],
    ['(123) 456-7', true],
    ['(123) 456-()', false],
  ])('%j: %s', (phone, ok) => {
    expect(Boolean(read(ProfileUpdateInput, { phoneNumber: phone }).ok)).toBe(ok);
    const contact = {
      name: 'Ana',
      email: 'ana@example.com',
      category: 'technical_support',
      subject: 'Help',
      message: 'x'.repeat(50),
      privacyPolicy: true,
      phone,
    };
    expect(Boolean(read(ContactInput, contact).ok)).toBe(ok);
  });
});

describe('what a restricted member is told', () => {
  it('the day a suspension ends, or that it has none, or a ban', () => {
    expect(restrictionMessage({ isBanned: false, suspensionEndDate: new Date('2027-03-04T15:00:00Z') })).toBe(
      'Your account is suspended until 2027-03-04. You can read content and appeal the decision.',
    );
    expect(restrictionMessage({ isBanned: false, suspensionEndDate: '2027-03-04T15:00:00Z' })).toBe(
      'Your account is suspended until 2027-03-04. You can read content and appeal the decision.',
    );
    expect(restrictionMessage({ isBanned: false, suspensionEndDate: null })).toBe(
      'Your account is suspended until further notice. You can read content and appeal the decision.',
    );
    expect(restrictionMessage({ isBanned: true, suspensionEndDate: null })).toBe(
      'Your account has been banned. You can read content and appeal the decision.',
    );
  });
});
