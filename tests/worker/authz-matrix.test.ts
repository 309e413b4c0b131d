import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { actor, type Client, guest, type Member, signUp, signUpBody } from './helpers';

/**
 * Every registered route, with the status each kind of actor gets. A route registered without a
 * row here fails the first test, so no route can skip its access rules.
 */
const ACTORS = ['guest', 'member', 'owner', 'otherMember', 'moderator', 'admin', 'suspended', 'banned'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Partial<Record<ActorName, number>> & { others: number };
type Row = {
  /** The concrete request: path (with query) and body. */
  request: () => { path: string; method?: string; json?: unknown; body?: FormData };
  expect: Expect;
};

const signedIn = (status: number): Expect => ({ guest: 401, others: status });
const everyone = (status: number): Expect => ({ others: status });
/** Admin routes: 401 for guests, 'Access Denied' for everyone but admins. */
const adminOnly = (status: number): Expect => ({ guest: 401, admin: status, others: 403 });
/** Resources owned by 'owner': the owner succeeds, other members are told it does not exist. */
const ownerOnly: Expect = { guest: 401, owner: 200, others: 404 };
/** The same, for changes: suspended and banned members are refused before ownership is looked at. */
const ownerOnlyWrite: Expect = { ...ownerOnly, suspended: 403, banned: 403 };
const interact = (status: number): Expect => ({ guest: 401, suspended: 403, banned: 403, others: status });
const items = { patch: '', start: '', complete: '', rate: '', remove: '' };
/** The owner's custom activities (a public one to read and edit, a private one to delete) and a checklist. */
const planner = {
  customPublic: '',
  customPrivate: '',
  stepsItem: '',
  step: '',
  stepToDelete: '',
  orderItem: '',
  orderSteps: [] as string[],
  copyItem: '',
  feed: '',
};
let ownerUsername = '';
/** A member outside the actors, followed and blocked by them in the rows above. */
let target = '';
const followIds = { accept: '', reject: '' };
let ownerNotification = '';
/** A coach message of 'owner' proposing a plan. */
let coachPlan = '';
/** A coach reply of 'owner' that changed their list, with its Undo. */
let coachUndo = '';
/** A reminder of 'owner's, set from an item's card. */
let coachReminder = '';
/** A conversation between 'owner' and a member outside the actors. */
const conversation = { recipient: '', thread: '', message: '' };
let ownerId = '';
const moderators = (status: number): Expect => ({ guest: 401, moderator: status, admin: status, others: 403 });
/** Community content owned by 'owner'. */
const community = { post: '', edit: '', remove: '', comment: '' };
/** Guests are asked to sign in; suspended and banned members are refused writes. */
const interactOnly = { guest: 401, suspended: 403, banned: 403 };
const blogFixtures = {
  published: '',
  draft: '',
  deletable: [] as string[],
  comments: [] as string[],
  coauthorName: '',
  coauthorId: '',
};
const ANALYTICS_DAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const ANALYTICS_RANGE = `start=${ANALYTICS_DAY}&end=${ANALYTICS_DAY}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const MATRIX: Record<string, Row> = {
  // What crawlers read: the same for everyone.
  'GET /robots.txt': { request: () => ({ path: '/robots.txt' }), expect: everyone(200) },
  'GET /sitemap.xml': { request: () => ({ path: '/sitemap.xml' }), expect: everyone(200) },
  'GET /sitemaps/:file': { request: () => ({ path: '/sitemaps/pages.xml' }), expect: everyone(200) },
  // Every page: the app's routes answer it (web/routes; their statuses for each kind of visitor are
  // tested in page-heads.test.ts). A published static page is the same for everyone.
  'GET /*': { request: () => ({ path: '/about-us' }), expect: everyone(200) },
  'GET /og/:kind/:file': {
    request: () => ({ path: `/og/profile/${ownerUsername}.png` }),
    expect: everyone(200),
  },
  'GET /api/auth/*': { request: () => ({ path: '/api/auth/get-session' }), expect: everyone(200) },
  'POST /api/auth/*': {
    request: () => ({ path: '/api/auth/sign-up/email', method: 'POST', json: {} }),
    expect: everyone(404),
  },
  'GET /api/me': { request: () => ({ path: '/api/me' }), expect: signedIn(200) },
  'GET /api/me/current': { request: () => ({ path: '/api/me/current' }), expect: everyone(200) },
  'POST /api/account/sign-up': {
    request: () => ({ path: '/api/account/sign-up', method: 'POST', json: signUpBody() }),
    expect: everyone(202),
  },
  'POST /api/account/sign-up/resend': {
    request: () => ({ path: '/api/account/sign-up/resend', method: 'POST', json: { email: 'someone@example.com' } }),
    expect: everyone(202),
  },
  // Only for a session whose member signed in with another provider and has no profile yet.
  'POST /api/account/profile': {
    request: () => ({
      path: '/api/account/profile',
      method: 'POST',
      json: { firstName: 'Sam', username: 'sam_oauth_xyz', age: 30, country: 'GB', acceptTerms: true },
    }),
    expect: signedIn(409),
  },
  'POST /api/account/confirm': {
    request: () => ({ path: '/api/account/confirm', method: 'POST', json: { token: 'x'.repeat(40) } }),
    expect: everyone(400),
  },
  'GET /api/account/username-available': {
    request: () => ({ path: '/api/account/username-available?username=free_name' }),
    expect: everyone(200),
  },
  'GET /api/account/providers': { request: () => ({ path: '/api/account/providers' }), expect: everyone(200) },
  'GET /api/activities/categories': { request: () => ({ path: '/api/activities/categories' }), expect: everyone(200) },
  'GET /api/activities/places': { request: () => ({ path: '/api/activities/places' }), expect: everyone(200) },
  'GET /api/messaging/unread': { request: () => ({ path: '/api/messaging/unread' }), expect: signedIn(200) },
  'GET /api/messaging/threads': { request: () => ({ path: '/api/messaging/threads' }), expect: signedIn(200) },
  'POST /api/messaging/threads': {
    request: () => ({
      path: '/api/messaging/threads',
      method: 'POST',
      json: { recipient_id: conversation.recipient, message: 'Hello' },
    }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'GET /api/messaging/thread/:id': {
    request: () => ({ path: `/api/messaging/thread/${conversation.thread}` }),
    expect: ownerOnly,
  },
  'GET /api/messaging/messages': {
    request: () => ({ path: `/api/messaging/messages?thread_id=${conversation.thread}` }),
    expect: ownerOnly,
  },
  'POST /api/messaging/messages': {
    request: () => ({
      path: '/api/messaging/messages',
      method: 'POST',
      json: { recipientId: conversation.recipient, message: 'Hello again' },
    }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'PUT /api/messaging/message/:id/read': {
    request: () => ({ path: `/api/messaging/message/${conversation.message}/read`, method: 'PUT' }),
    expect: ownerOnly,
  },
  // Without an Upgrade header: the owner reaches the upgrade check, others are refused before it.
  'GET /api/messaging/thread/:id/socket': {
    request: () => ({ path: `/api/messaging/thread/${conversation.thread}/socket` }),
    expect: { guest: 401, owner: 426, others: 404 },
  },
  'GET /api/messaging/socket': { request: () => ({ path: '/api/messaging/socket' }), expect: signedIn(426) },
  'GET /api/notifications/unread-count': {
    request: () => ({ path: '/api/notifications/unread-count' }),
    expect: signedIn(200),
  },
  'POST /api/newsletter': {
    request: () => ({
      path: '/api/newsletter',
      method: 'POST',
      json: { email: `n-${crypto.randomUUID()}@example.com` },
    }),
    expect: everyone(200),
  },
  'GET /api/pages/by-slug': { request: () => ({ path: '/api/pages/by-slug?slug=about-us' }), expect: everyone(200) },
  'GET /api/activities/search': { request: () => ({ path: '/api/activities/search?q=kayak' }), expect: everyone(200) },
  'GET /api/activities/suggest': { request: () => ({ path: '/api/activities/suggest?q=ka' }), expect: everyone(200) },
  'GET /api/activities/:id': { request: () => ({ path: '/api/activities/1' }), expect: everyone(200) },
  'POST /api/activities/custom': {
    request: () => {
      const body = new FormData();
      for (const [k, v] of [
        ['title', 'Matrix'],
        ['description', 'A row of the matrix'],
        ['categories', 'Social'],
      ])
        body.append(k as string, v as string);
      return { path: '/api/activities/custom', method: 'POST', body };
    },
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'GET /api/activities/custom/:id': {
    request: () => ({ path: `/api/activities/custom/${planner.customPrivate}` }),
    expect: { owner: 200, others: 404 },
  },
  'PATCH /api/activities/custom/:id': {
    request: () => {
      const body = new FormData();
      for (const [k, v] of [
        ['title', 'Matrix custom'],
        ['description', 'Edited'],
        ['categories', 'Social'],
      ])
        body.append(k as string, v as string);
      return { path: `/api/activities/custom/${planner.customPublic}`, method: 'PATCH', body };
    },
    // Seen by everyone (it is public), changed only by its creator.
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'DELETE /api/activities/custom/:id': {
    request: () => ({ path: `/api/activities/custom/${planner.customPrivate}`, method: 'DELETE' }),
    expect: ownerOnlyWrite,
  },
  'GET /api/list': { request: () => ({ path: '/api/list' }), expect: signedIn(200) },
  'GET /api/list/places': { request: () => ({ path: '/api/list/places' }), expect: signedIn(200) },
  'GET /api/list/activity/:id': { request: () => ({ path: '/api/list/activity/1' }), expect: signedIn(200) },
  'POST /api/list': {
    request: () => ({ path: '/api/list', method: 'POST', json: { activityId: 1 } }),
    expect: interact(201),
  },
  'PATCH /api/list/:id': {
    request: () => ({ path: `/api/list/${items.patch}`, method: 'PATCH', json: { priority: 2 } }),
    expect: ownerOnlyWrite,
  },
  'POST /api/list/:id/start': {
    request: () => ({ path: `/api/list/${items.start}/start`, method: 'POST' }),
    expect: ownerOnlyWrite,
  },
  'POST /api/list/:id/complete': {
    request: () => ({ path: `/api/list/${items.complete}/complete`, method: 'POST' }),
    expect: ownerOnlyWrite,
  },
  'POST /api/list/:id/rating': {
    request: () => ({ path: `/api/list/${items.rate}/rating`, method: 'POST', json: { enjoyment: 4 } }),
    expect: ownerOnlyWrite,
  },
  'DELETE /api/list/:id': {
    request: () => ({ path: `/api/list/${items.remove}`, method: 'DELETE' }),
    expect: ownerOnlyWrite,
  },
  'GET /api/list/custom/:id': {
    request: () => ({ path: `/api/list/custom/${planner.customPublic}` }),
    expect: signedIn(200),
  },
  'POST /api/list/copy': {
    request: () => ({ path: '/api/list/copy', method: 'POST', json: { itemId: planner.copyItem } }),
    expect: interact(201),
  },
  'POST /api/list/:id/steps': {
    request: () => ({ path: `/api/list/${planner.stepsItem}/steps`, method: 'POST', json: { text: 'Another step' } }),
    expect: { ...ownerOnlyWrite, owner: 201 },
  },
  'PUT /api/list/:id/steps/order': {
    request: () => ({
      path: `/api/list/${planner.orderItem}/steps/order`,
      method: 'PUT',
      json: { ids: [...planner.orderSteps].reverse() },
    }),
    expect: ownerOnlyWrite,
  },
  'PATCH /api/list/:id/steps/:stepId': {
    request: () => ({
      path: `/api/list/${planner.stepsItem}/steps/${planner.step}`,
      method: 'PATCH',
      json: { done: true },
    }),
    expect: ownerOnlyWrite,
  },
  'DELETE /api/list/:id/steps/:stepId': {
    request: () => ({ path: `/api/list/${planner.stepsItem}/steps/${planner.stepToDelete}`, method: 'DELETE' }),
    expect: ownerOnlyWrite,
  },
  'GET /api/calendar': { request: () => ({ path: '/api/calendar' }), expect: signedIn(200) },
  'POST /api/calendar': { request: () => ({ path: '/api/calendar', method: 'POST' }), expect: signedIn(201) },
  'DELETE /api/calendar': { request: () => ({ path: '/api/calendar', method: 'DELETE' }), expect: signedIn(200) },
  // The secret link is the key: anyone holding it reads that member's feed.
  'GET /api/calendar/:file': { request: () => ({ path: planner.feed }), expect: everyone(200) },
  'GET /api/preferences': { request: () => ({ path: '/api/preferences' }), expect: signedIn(200) },
  'PUT /api/preferences': {
    request: () => ({ path: '/api/preferences', method: 'PUT', json: { viewMode: 'large' } }),
    expect: signedIn(200),
  },
  'PATCH /api/profile': {
    request: () => ({ path: '/api/profile', method: 'PATCH', json: { occupation: 'Tester' } }),
    expect: interact(200),
  },
  'POST /api/profile/avatar': {
    request: () => {
      const body = new FormData();
      body.append('avatar', new File([PNG], 'a.png', { type: 'image/png' }));
      return { path: '/api/profile/avatar', method: 'POST', body };
    },
    expect: { guest: 401, suspended: 403, banned: 403, others: 200 },
  },
  'GET /api/profile/:username/list': {
    request: () => ({ path: `/api/profile/${ownerUsername}/list` }),
    expect: everyone(200),
  },
  'GET /api/profile/:username': { request: () => ({ path: `/api/profile/${ownerUsername}` }), expect: everyone(200) },
  'GET /api/account/export': { request: () => ({ path: '/api/account/export' }), expect: signedIn(200) },
  'POST /api/account/delete': {
    request: () => ({ path: '/api/account/delete', method: 'POST', json: { password: 'not the password' } }),
    expect: { guest: 401, others: 403 },
  },
  // Every member may change their own sign-in details, with their current password (wrong here).
  'POST /api/account/email': {
    request: () => ({
      path: '/api/account/email',
      method: 'POST',
      json: { newEmail: `m${crypto.randomUUID().slice(0, 8)}@example.com`, currentPassword: 'not the password' },
    }),
    expect: { guest: 401, others: 403 },
  },
  'POST /api/account/email/confirm': {
    request: () => ({ path: '/api/account/email/confirm', method: 'POST', json: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  'POST /api/account/password': {
    request: () => ({
      path: '/api/account/password',
      method: 'POST',
      json: { currentPassword: 'not the password', newPassword: 'long enough now' },
    }),
    expect: { guest: 401, others: 403 },
  },
  'GET /api/dev/outbox': { request: () => ({ path: '/api/dev/outbox' }), expect: everyone(404) },
  'POST /api/dev/reminders': { request: () => ({ path: '/api/dev/reminders', method: 'POST' }), expect: everyone(404) },
  'POST /api/dev/coach': { request: () => ({ path: '/api/dev/coach', method: 'POST' }), expect: everyone(404) },
  // The local sign-in provider serves the tests as it serves development (404 in production only,
  // tests/worker/local-oidc.test.ts); it answers everyone alike, whoever is signed in to the app.
  'GET /api/dev/oidc/.well-known/openid-configuration': {
    request: () => ({ path: '/api/dev/oidc/.well-known/openid-configuration' }),
    expect: everyone(200),
  },
  'GET /api/dev/oidc/authorize': { request: () => ({ path: '/api/dev/oidc/authorize' }), expect: everyone(400) },
  'GET /api/dev/oidc/consent': {
    request: () => ({ path: '/api/dev/oidc/consent?request=not.signed' }),
    expect: everyone(400),
  },
  'POST /api/dev/oidc/consent': {
    request: () => ({ path: '/api/dev/oidc/consent', method: 'POST', json: { request: 'not.signed', allow: false } }),
    expect: everyone(400),
  },
  'POST /api/dev/oidc/token': {
    request: () => ({ path: '/api/dev/oidc/token', method: 'POST' }),
    expect: everyone(400),
  },
  'GET /api/dev/oidc/userinfo': { request: () => ({ path: '/api/dev/oidc/userinfo' }), expect: everyone(401) },
  // The member's own coach: reading is open to every member, talking is an interaction.
  'GET /api/coach': { request: () => ({ path: '/api/coach' }), expect: signedIn(200) },
  'POST /api/coach/messages': {
    request: () => ({ path: '/api/coach/messages', method: 'POST', json: { text: 'How am I doing?' } }),
    expect: interact(201),
  },
  'POST /api/coach/messages/:id/plan': {
    request: () => ({ path: `/api/coach/messages/${coachPlan}/plan`, method: 'POST', json: { action: 'reject' } }),
    expect: ownerOnlyWrite,
  },
  'POST /api/coach/messages/:id/undo': {
    request: () => ({ path: `/api/coach/messages/${coachUndo}/undo`, method: 'POST' }),
    expect: ownerOnlyWrite,
  },
  'POST /api/coach/reminders': {
    request: () => ({
      path: '/api/coach/reminders',
      method: 'POST',
      json: { itemId: items.patch, remindOn: '2099-01-01' },
    }),
    expect: { guest: 401, owner: 201, suspended: 403, banned: 403, others: 404 },
  },
  'GET /api/coach/reminders': { request: () => ({ path: '/api/coach/reminders' }), expect: signedIn(200) },
  // Another member's reminder is not there; the owner moves it, then cancels it (the DELETE row runs after).
  'PATCH /api/coach/reminders/:id': {
    request: () => ({ path: `/api/coach/reminders/${coachReminder}`, method: 'PATCH', json: { remindAt: '08:00' } }),
    expect: ownerOnlyWrite,
  },
  'DELETE /api/coach/reminders/:id': {
    request: () => ({ path: `/api/coach/reminders/${coachReminder}`, method: 'DELETE' }),
    expect: ownerOnlyWrite,
  },
  'PUT /api/coach/settings': {
    request: () => ({ path: '/api/coach/settings', method: 'PUT', json: { weeklyCheckin: true } }),
    expect: signedIn(200),
  },
  'POST /api/relationships/follow': {
    request: () => ({ path: '/api/relationships/follow', method: 'POST', json: { user_id: target } }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'DELETE /api/relationships/follow': {
    request: () => ({ path: '/api/relationships/follow', method: 'DELETE', json: { user_id: target } }),
    expect: interact(200),
  },
  'POST /api/relationships/follow/:id/accept': {
    request: () => ({ path: `/api/relationships/follow/${followIds.accept}/accept`, method: 'POST' }),
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'POST /api/relationships/follow/:id/reject': {
    request: () => ({ path: `/api/relationships/follow/${followIds.reject}/reject`, method: 'POST' }),
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'GET /api/relationships/follow/requests': {
    request: () => ({ path: '/api/relationships/follow/requests' }),
    expect: signedIn(200),
  },
  'GET /api/relationships/followers/:id': {
    request: () => ({ path: `/api/relationships/followers/${target}` }),
    expect: signedIn(200),
  },
  'GET /api/relationships/following/:id': {
    request: () => ({ path: `/api/relationships/following/${target}` }),
    expect: signedIn(200),
  },
  'GET /api/relationships/blocks': { request: () => ({ path: '/api/relationships/blocks' }), expect: signedIn(200) },
  'POST /api/relationships/block': {
    request: () => ({ path: '/api/relationships/block', method: 'POST', json: { user_id: target } }),
    expect: interact(201),
  },
  'DELETE /api/relationships/block': {
    request: () => ({ path: '/api/relationships/block', method: 'DELETE', json: { user_id: target } }),
    expect: interact(200),
  },
  // Muting is a member's own safety tool: suspended and banned members may still use it.
  'GET /api/relationships/mutes': { request: () => ({ path: '/api/relationships/mutes' }), expect: signedIn(200) },
  'GET /api/relationships/muted-words': {
    request: () => ({ path: '/api/relationships/muted-words' }),
    expect: signedIn(200),
  },
  'POST /api/relationships/muted-words': {
    request: () => ({ path: '/api/relationships/muted-words', method: 'POST', json: { word: 'spoilers' } }),
    expect: signedIn(201),
  },
  'DELETE /api/relationships/muted-words': {
    request: () => ({ path: '/api/relationships/muted-words', method: 'DELETE', json: { word: 'spoilers' } }),
    expect: signedIn(200),
  },
  'POST /api/relationships/mute': {
    request: () => ({ path: '/api/relationships/mute', method: 'POST', json: { user_id: target } }),
    expect: signedIn(201),
  },
  'DELETE /api/relationships/mute': {
    request: () => ({ path: '/api/relationships/mute', method: 'DELETE', json: { user_id: target } }),
    expect: signedIn(200),
  },
  'GET /api/relationships/status/:id': {
    request: () => ({ path: `/api/relationships/status/${target}` }),
    expect: signedIn(200),
  },
  'POST /api/relationships/report': {
    request: () => ({
      path: '/api/relationships/report',
      method: 'POST',
      json: { user_id: target, reason: 'Spam or scam' },
    }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'GET /api/notifications': { request: () => ({ path: '/api/notifications' }), expect: signedIn(200) },
  'PUT /api/notifications/read-all': {
    request: () => ({ path: '/api/notifications/read-all', method: 'PUT' }),
    expect: signedIn(200),
  },
  'PUT /api/notifications/:id/read': {
    request: () => ({ path: `/api/notifications/${ownerNotification}/read`, method: 'PUT' }),
    expect: ownerOnly,
  },
  'POST /api/contact': {
    request: () => {
      const body = new FormData();
      const fields = {
        name: 'Matrix',
        email: 'matrix@example.com',
        category: 'report_bug',
        subject: 'Matrix row',
        message: 'This message is long enough to pass the fifty character minimum of the form.',
        privacyPolicy: 'true',
        captchaToken: 'XXXX.DUMMY.TOKEN.XXXX',
      };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return { path: '/api/contact', method: 'POST', body };
    },
    expect: everyone(201),
  },
  'GET /api/contact/config': { request: () => ({ path: '/api/contact/config' }), expect: everyone(200) },
  'GET /api/contact/messages': {
    request: () => ({ path: '/api/contact/messages' }),
    expect: { guest: 401, admin: 200, others: 403 },
  },
  'PUT /api/contact/messages/:id/handled': {
    request: () => ({ path: '/api/contact/messages/missing/handled', method: 'PUT' }),
    expect: { guest: 401, admin: 404, others: 403 },
  },
  'GET /api/admin/stats': { request: () => ({ path: '/api/admin/stats' }), expect: adminOnly(200) },
  'GET /api/admin/pages': { request: () => ({ path: '/api/admin/pages?status=published' }), expect: adminOnly(200) },
  'POST /api/admin/pages': {
    request: () => ({
      path: '/api/admin/pages',
      method: 'POST',
      json: { title: 'Matrix', slug: `matrix-${crypto.randomUUID()}`, content: 'Hello', status: 'draft' },
    }),
    expect: adminOnly(201),
  },
  'GET /api/admin/pages/:id': { request: () => ({ path: '/api/admin/pages/matrix-page' }), expect: adminOnly(200) },
  'PUT /api/admin/pages/:id': {
    request: () => ({
      path: '/api/admin/pages/matrix-page',
      method: 'PUT',
      json: { title: 'About', slug: 'about-us', content: '# About', status: 'published' },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/pages/:id': {
    request: () => ({ path: '/api/admin/pages/missing', method: 'DELETE' }),
    expect: adminOnly(404),
  },
  'GET /api/admin/page-ids': { request: () => ({ path: '/api/admin/page-ids' }), expect: adminOnly(200) },
  'GET /api/admin/activities': {
    request: () => ({ path: '/api/admin/activities?pageSize=25' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/activities': {
    request: () => ({
      path: '/api/admin/activities',
      method: 'POST',
      json: { title: 'Matrix idea', content: 'Text', categoryTags: ['Social'] },
    }),
    expect: adminOnly(201),
  },
  'GET /api/admin/activities/:id': { request: () => ({ path: '/api/admin/activities/1' }), expect: adminOnly(200) },
  'PUT /api/admin/activities/:id': {
    request: () => ({
      path: '/api/admin/activities/1',
      method: 'PUT',
      json: {
        title: 'Matrix activity 1',
        displayTitle: null,
        description: '<p>x</p>',
        imageUrl: null,
        categoryTags: ['Social'],
        cost: 3,
        time: 3,
        soloSocial: 'either',
        indoorOutdoor: 'either',
        planningRequired: null,
        riskLevel: null,
      },
    }),
    expect: adminOnly(200),
  },
  'PUT /api/admin/activities/:id/content': {
    request: () => ({
      path: '/api/admin/activities/1/content',
      method: 'PUT',
      json: { title: 'Matrix activity 1', content: 'x' },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/activities/:id': {
    request: () => ({ path: '/api/admin/activities/999999', method: 'DELETE' }),
    expect: adminOnly(404),
  },
  'GET /api/admin/activities/:id/revisions': {
    request: () => ({ path: '/api/admin/activities/1/revisions' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/activities/:id/revisions/:revisionId/restore': {
    request: () => ({ path: '/api/admin/activities/1/revisions/missing/restore', method: 'POST' }),
    expect: adminOnly(404),
  },
  'GET /api/admin/users': { request: () => ({ path: '/api/admin/users?q=m_' }), expect: adminOnly(200) },
  'PUT /api/admin/users/:id/role': {
    request: () => ({ path: `/api/admin/users/${target}/role`, method: 'PUT', json: { role: 'moderator' } }),
    // Only a super admin changes roles (tests/worker/admin-permissions.test.ts).
    expect: adminOnly(403),
  },
  'POST /api/quiz/recommendations': {
    request: () => ({
      path: '/api/quiz/recommendations',
      method: 'POST',
      json: {
        interests: ['Social & Community'],
        budget: 3,
        time: 2,
        social: 'either',
        setting: 'either',
        risk: 2,
        planning: 2,
      },
    }),
    expect: everyone(200),
  },
  'GET /api/analytics/overview': {
    request: () => ({ path: `/api/analytics/overview?${ANALYTICS_RANGE}` }),
    expect: { guest: 401, moderator: 200, admin: 200, others: 403 },
  },
  'GET /api/analytics/searches': {
    request: () => ({ path: `/api/analytics/searches?${ANALYTICS_RANGE}` }),
    expect: { guest: 401, moderator: 200, admin: 200, others: 403 },
  },
  'GET /api/analytics/export': {
    request: () => ({ path: `/api/analytics/export?${ANALYTICS_RANGE}` }),
    expect: { guest: 401, moderator: 200, admin: 200, others: 403 },
  },
  'POST /api/analytics/click': {
    request: () => ({
      path: '/api/analytics/click',
      method: 'POST',
      json: { eventId: crypto.randomUUID(), activityId: 1 },
    }),
    expect: everyone(202),
  },
  // Generated pictures hold no text, so every activity's is public.
  'GET /media/art/custom/:file': {
    request: () => ({ path: `/media/art/custom/${planner.customPublic}.svg?v=1.x` }),
    expect: everyone(200),
  },
  'GET /media/art/activity/:file': {
    request: () => ({ path: '/media/art/activity/1.svg?v=1.x' }),
    expect: everyone(200),
  },
  'GET /media/:key{.+}': {
    request: () => ({ path: '/media/contact-attachments/matrix.pdf' }),
    expect: { admin: 200, others: 404 },
  },
  'POST /api/moderation/report': {
    request: () => ({
      path: '/api/moderation/report',
      method: 'POST',
      json: { target_type: 'post', target_id: 'matrix-post', reason: 'Spam or scam' },
    }),
    expect: interact(201),
  },
  'GET /api/moderation/status': { request: () => ({ path: '/api/moderation/status' }), expect: signedIn(200) },
  'GET /api/moderation/actions': {
    request: () => ({ path: `/api/moderation/actions?user_id=${ownerId}` }),
    expect: { guest: 401, owner: 200, moderator: 200, admin: 200, others: 403 },
  },
  'POST /api/moderation/actions': {
    request: () => ({
      path: '/api/moderation/actions',
      method: 'POST',
      json: { action_type: 'warning', reason: 'Matrix', target_user_id: target },
    }),
    expect: moderators(201),
  },
  'GET /api/moderation/reports/pending': {
    request: () => ({ path: '/api/moderation/reports/pending?type=post&q=spam' }),
    expect: moderators(200),
  },
  'GET /api/moderation/reports/groups': {
    request: () => ({ path: '/api/moderation/reports/groups?type=post' }),
    expect: moderators(200),
  },
  'POST /api/moderation/reports/bulk': {
    request: () => ({
      path: '/api/moderation/reports/bulk',
      method: 'POST',
      json: { status: 'dismissed', report_ids: ['missing'] },
    }),
    expect: moderators(200),
  },
  'GET /api/moderation/members/:id/history': {
    request: () => ({ path: `/api/moderation/members/${ownerId}/history` }),
    expect: moderators(200),
  },
  'POST /api/moderation/lifts': {
    request: () => ({
      path: '/api/moderation/lifts',
      method: 'POST',
      json: { user_id: ownerId, kind: 'ban', reason: 'Test' },
    }),
    expect: moderators(409),
  },
  'PATCH /api/moderation/reports/:id': {
    request: () => ({ path: '/api/moderation/reports/missing', method: 'PATCH', json: { status: 'dismissed' } }),
    expect: moderators(404),
  },
  'POST /api/moderation/appeal': {
    request: () => ({
      path: '/api/moderation/appeal',
      method: 'POST',
      json: { related_action_id: 'matrix-action', message: 'Please look again' },
    }),
    expect: { guest: 401, owner: 201, others: 403 },
  },
  'GET /api/moderation/appeals': { request: () => ({ path: '/api/moderation/appeals' }), expect: moderators(200) },
  'POST /api/moderation/appeals/:id/question': {
    request: () => ({ path: '/api/moderation/appeals/missing/question', method: 'POST', json: { question: 'Why?' } }),
    expect: moderators(404),
  },
  'POST /api/moderation/appeals/:id/answer': {
    request: () => ({ path: '/api/moderation/appeals/missing/answer', method: 'POST', json: { answer: 'Because' } }),
    expect: signedIn(403),
  },
  'POST /api/moderation/appeals/:id/respond': {
    request: () => ({
      path: '/api/moderation/appeals/missing/respond',
      method: 'POST',
      json: { status: 'approved', response: 'Fine' },
    }),
    expect: moderators(404),
  },
  'GET /api/moderation/messages': { request: () => ({ path: '/api/moderation/messages' }), expect: signedIn(200) },
  'POST /api/moderation/messages': {
    request: () => ({
      path: '/api/moderation/messages',
      method: 'POST',
      json: { receiver_id: target, message_text: 'Please keep it civil' },
    }),
    expect: moderators(201),
  },
  'PUT /api/moderation/messages/:id/read': {
    request: () => ({ path: '/api/moderation/messages/matrix-message/read', method: 'PUT' }),
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'GET /api/moderation/analytics': { request: () => ({ path: '/api/moderation/analytics' }), expect: moderators(200) },
  'GET /api/community/feed': { request: () => ({ path: '/api/community/feed' }), expect: everyone(200) },
  'GET /api/community/counters': { request: () => ({ path: '/api/community/counters' }), expect: signedIn(200) },
  'POST /api/community/counters/seen': {
    request: () => ({ path: '/api/community/counters/seen', method: 'POST', json: { type: 'all' } }),
    expect: signedIn(200),
  },
  'POST /api/community/media': {
    request: () => {
      const body = new FormData();
      body.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
      return { path: '/api/community/media', method: 'POST', body };
    },
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'POST /api/community/posts': {
    request: () => ({ path: '/api/community/posts', method: 'POST', json: { content: 'Matrix post' } }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'GET /api/community/posts/:id': {
    request: () => ({ path: `/api/community/posts/${community.post}` }),
    expect: everyone(200),
  },
  'POST /api/community/posts/:id/view': {
    request: () => ({ path: `/api/community/posts/${community.post}/view`, method: 'POST' }),
    expect: everyone(200),
  },
  'PATCH /api/community/posts/:id': {
    request: () => ({ path: `/api/community/posts/${community.edit}`, method: 'PATCH', json: { content: 'Edited' } }),
    // Admins may edit anyone's post (recorded in the moderation log).
    expect: { guest: 401, owner: 200, admin: 200, others: 403 },
  },
  'DELETE /api/community/posts/:id': {
    request: () => ({ path: `/api/community/posts/${community.remove}`, method: 'DELETE' }),
    expect: { guest: 401, member: 403, owner: 200, others: 404 },
  },
  'POST /api/community/posts/:id/like': {
    request: () => ({ path: `/api/community/posts/${community.post}/like`, method: 'POST' }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 200 },
  },
  'DELETE /api/community/posts/:id/like': {
    request: () => ({ path: `/api/community/posts/${community.post}/like`, method: 'DELETE' }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 200 },
  },
  'PUT /api/community/posts/:id/save': {
    request: () => ({ path: `/api/community/posts/${community.post}/save`, method: 'PUT' }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 204 },
  },
  'DELETE /api/community/posts/:id/save': {
    request: () => ({ path: `/api/community/posts/${community.post}/save`, method: 'DELETE' }),
    expect: signedIn(204),
  },
  'POST /api/community/posts/:id/share': {
    request: () => ({
      path: `/api/community/posts/${community.post}/share`,
      method: 'POST',
      json: { platform: 'copy' },
    }),
    expect: everyone(201),
  },
  'GET /api/community/saved': { request: () => ({ path: '/api/community/saved' }), expect: signedIn(200) },
  'POST /api/community/comments': {
    request: () => ({
      path: '/api/community/comments',
      method: 'POST',
      json: { post_id: community.post, content: 'Matrix comment' },
    }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'DELETE /api/community/comments/:id': {
    request: () => ({ path: `/api/community/comments/${community.comment}`, method: 'DELETE' }),
    expect: { guest: 401, member: 403, owner: 200, others: 404 },
  },
  'GET /api/community/hashtags/:name': {
    request: () => ({ path: '/api/community/hashtags/matrix' }),
    expect: everyone(200),
  },
  'GET /api/community/search': { request: () => ({ path: '/api/community/search?q=matrix' }), expect: everyone(200) },
  'GET /api/community/sidebar': { request: () => ({ path: '/api/community/sidebar' }), expect: everyone(200) },
  'GET /api/community/activity-tags': {
    request: () => ({ path: '/api/community/activity-tags?q=matrix' }),
    expect: everyone(200),
  },
  'GET /api/community/ads': { request: () => ({ path: '/api/community/ads' }), expect: everyone(200) },
  'POST /api/community/ads/:id/impression': {
    request: () => ({ path: '/api/community/ads/matrix-ad/impression', method: 'POST' }),
    expect: everyone(200),
  },
  'POST /api/community/ads/:id/click': {
    request: () => ({ path: '/api/community/ads/matrix-ad/click', method: 'POST' }),
    expect: everyone(200),
  },
  'GET /api/blogs': { request: () => ({ path: '/api/blogs?q=matrix&sort=likes&dir=asc' }), expect: everyone(200) },
  'GET /api/blogs/saved': { request: () => ({ path: '/api/blogs/saved' }), expect: signedIn(200) },
  'GET /api/blogs/mine': { request: () => ({ path: '/api/blogs/mine' }), expect: signedIn(200) },
  'POST /api/blogs': {
    request: () => ({ path: '/api/blogs', method: 'POST', json: { title: 'Matrix', content: '<p>Body</p>' } }),
    expect: { ...interactOnly, others: 201 },
  },
  'POST /api/blogs/cover': {
    request: () => {
      const body = new FormData();
      body.append('file', new File([PNG], 'c.png', { type: 'image/png' }));
      return { path: '/api/blogs/cover', method: 'POST', body };
    },
    expect: { ...interactOnly, others: 201 },
  },
  'GET /api/blogs/:id': { request: () => ({ path: `/api/blogs/${blogFixtures.published}` }), expect: everyone(200) },
  'GET /api/blogs/:id/edit': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/edit` }),
    expect: { guest: 401, owner: 200, admin: 200, others: 403 },
  },
  'PUT /api/blogs/:id': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}`, method: 'PUT', json: { title: 'Matrix blog' } }),
    expect: { guest: 401, owner: 200, admin: 200, others: 403 },
  },
  'PUT /api/blogs/:id/autosave': {
    request: () => ({
      path: `/api/blogs/${blogFixtures.draft}/autosave`,
      method: 'PUT',
      json: { content: '<p>x</p>' },
    }),
    expect: { guest: 401, owner: 200, admin: 200, others: 403 },
  },
  'DELETE /api/blogs/:id': {
    request: () => ({ path: `/api/blogs/${blogFixtures.deletable.pop()}`, method: 'DELETE' }),
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'PUT /api/blogs/:id/like': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/like`, method: 'PUT' }),
    expect: { ...interactOnly, others: 200 },
  },
  'DELETE /api/blogs/:id/like': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/like`, method: 'DELETE' }),
    expect: { ...interactOnly, others: 200 },
  },
  'PUT /api/blogs/:id/save': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/save`, method: 'PUT' }),
    expect: { ...interactOnly, others: 204 },
  },
  'DELETE /api/blogs/:id/save': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/save`, method: 'DELETE' }),
    expect: { ...interactOnly, others: 204 },
  },
  'POST /api/blogs/:id/share': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/share`, method: 'POST' }),
    expect: { ...interactOnly, others: 200 },
  },
  'POST /api/blogs/:id/reactions': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/reactions`, method: 'POST', json: { emoji: '🔥' } }),
    expect: { ...interactOnly, others: 200 },
  },
  'GET /api/blogs/:id/comments': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/comments` }),
    expect: everyone(200),
  },
  'POST /api/blogs/:id/comments': {
    request: () => ({ path: `/api/blogs/${blogFixtures.published}/comments`, method: 'POST', json: { content: 'Hi' } }),
    expect: { ...interactOnly, others: 201 },
  },
  'DELETE /api/blogs/comments/:commentId': {
    request: () => ({ path: `/api/blogs/comments/${blogFixtures.comments.pop()}`, method: 'DELETE' }),
    expect: { guest: 401, owner: 204, others: 403 },
  },
  'POST /api/blogs/:id/coauthors': {
    request: () => ({
      path: `/api/blogs/${blogFixtures.published}/coauthors`,
      method: 'POST',
      json: { username: blogFixtures.coauthorName, role: 'viewer' },
    }),
    expect: { guest: 401, owner: 201, others: 403 },
  },
  'DELETE /api/blogs/:id/coauthors/:userId': {
    request: () => ({
      path: `/api/blogs/${blogFixtures.published}/coauthors/${blogFixtures.coauthorId}`,
      method: 'DELETE',
    }),
    expect: { guest: 401, owner: 204, others: 403 },
  },
};

let clients: Record<ActorName, Client>;

beforeAll(async () => {
  const [member, owner, otherMember, moderator, admin, suspended, banned] = await Promise.all([
    actor('member'),
    actor('member'),
    actor('member'),
    actor('moderator'),
    actor('admin'),
    actor('suspended'),
    actor('banned'),
  ]);
  clients = { guest: guest(), member, owner, otherMember, moderator, admin, suspended, banned } as Record<
    ActorName,
    Client | Member
  >;
  await env.MEDIA.put('contact-attachments/matrix.pdf', '%PDF-1.4 test', {
    httpMetadata: { contentType: 'application/pdf' },
  });
  ownerUsername = owner.profile.username;
  target = (await signUp()).profile.id;
  ownerId = owner.profile.id;
  await env.DB.batch([
    env.DB.prepare("insert into posts (id, user_id, content) values ('matrix-post', ?, 'A post of the matrix')").bind(
      target,
    ),
    env.DB.prepare(
      "insert into moderation_actions (id, action_type, reason, target_user_id) values ('matrix-action', 'warning', 'Matrix', ?)",
    ).bind(ownerId),
    env.DB.prepare(
      "insert into moderation_messages (id, receiver_id, message_text) values ('matrix-message', ?, 'Matrix')",
    ).bind(ownerId),
  ]);
  for (const key of ['accept', 'reject'] as const) {
    const requester = await signUp();
    const res = await requester.fetch('/api/relationships/follow', {
      method: 'POST',
      json: { user_id: owner.profile.id },
    });
    followIds[key] = ((await res.json()) as { follow: { id: string } }).follow.id;
  }
  conversation.recipient = (await signUp()).profile.id;
  const sent = (await (
    await owner.fetch('/api/messaging/messages', {
      method: 'POST',
      json: { recipientId: conversation.recipient, message: 'Hi' },
    })
  ).json()) as { thread_id: string; message: { id: string } };
  conversation.thread = sent.thread_id;
  conversation.message = sent.message.id;
  ownerNotification =
    ((await (await owner.fetch('/api/notifications')).json()) as { notifications: { id: string }[] }).notifications[0]
      ?.id ?? '';
  coachPlan =
    (
      (await (
        await owner.fetch('/api/coach/messages', {
          method: 'POST',
          json: { text: 'Help me plan learning the theremin' },
        })
      ).json()) as { messages: { id: string; cards: { type: string }[] }[] }
    ).messages.find((m) => m.cards.some((card) => card.type === 'steps'))?.id ?? '';
  coachUndo =
    (
      (await (
        await owner.fetch('/api/coach/messages', {
          method: 'POST',
          json: { text: 'add restoring a penny farthing to my list' },
        })
      ).json()) as { messages: { id: string; undo: string | null }[] }
    ).messages.find((m) => m.undo === 'available')?.id ?? '';
  for (let i = 1; i <= 6; i++) {
    await env.DB.prepare(
      "insert into activities (id, title, description, search_text, category_tags) values (?, ?, '<p>x</p>', 'x', '[\"Social\"]')",
    )
      .bind(i, `Matrix activity ${i}`)
      .run();
  }
  const addItem = async (activityId: number) =>
    (
      (await (await owner.fetch('/api/list', { method: 'POST', json: { activityId } })).json()) as {
        item: { id: string };
      }
    ).item.id;
  items.patch = await addItem(2);
  items.start = await addItem(3);
  items.complete = await addItem(4);
  items.rate = await addItem(5);
  await owner.fetch(`/api/list/${items.rate}/complete`, { method: 'POST' });
  items.remove = await addItem(6);
  await owner.fetch('/api/coach/reminders', { method: 'POST', json: { itemId: items.patch, remindOn: '2099-01-02' } });
  coachReminder =
    (
      (await (await owner.fetch('/api/coach/reminders')).json()) as { reminders: { id: string; remindOn: string }[] }
    ).reminders.find((r) => r.remindOn === '2099-01-02')?.id ?? '';
  const custom = async (privacy: string) => {
    const body = new FormData();
    for (const [k, v] of [
      ['title', `Matrix ${privacy} custom`],
      ['description', 'Made by the owner'],
      ['categories', 'Social'],
      ['privacy', privacy],
    ])
      body.append(k as string, v as string);
    const res = await owner.fetch('/api/activities/custom', { method: 'POST', body });
    return ((await res.json()) as { activity: { id: string } }).activity.id;
  };
  planner.customPublic = await custom('public');
  planner.customPrivate = await custom('private');
  const stepsOf = async (itemId: string, texts: string[]) => {
    let ids: string[] = [];
    for (const text of texts) {
      const res = await owner.fetch(`/api/list/${itemId}/steps`, { method: 'POST', json: { text } });
      ids = ((await res.json()) as { item: { steps: { id: string }[] } }).item.steps.map((x) => x.id);
    }
    return ids;
  };
  planner.stepsItem = items.patch;
  [planner.step = '', planner.stepToDelete = ''] = await stepsOf(items.patch, ['Tick me', 'Delete me']);
  planner.orderItem = items.start;
  planner.orderSteps = await stepsOf(items.start, ['First', 'Second']);
  const third = await signUp();
  const shared = new FormData();
  for (const [k, v] of [
    ['title', 'Matrix idea to copy'],
    ['description', 'Public on a third member’s list'],
    ['categories', 'Travel'],
  ])
    shared.append(k as string, v as string);
  planner.copyItem = (
    (await (await third.fetch('/api/activities/custom', { method: 'POST', body: shared })).json()) as {
      item: { id: string };
    }
  ).item.id;
  const feedOwner = await signUp();
  planner.feed = new URL(
    ((await (await feedOwner.fetch('/api/calendar', { method: 'POST' })).json()) as { url: string }).url,
  ).pathname;
  // One search in the range, so the export has a row to stream.
  await env.DB.prepare("insert into search_analytics (id, created_at, query) values ('matrix-search', ?, 'matrix')")
    .bind(Date.parse(`${ANALYTICS_DAY}T12:00:00Z`))
    .run();
  await env.DB.prepare(
    "insert into static_pages (id, title, slug, status, content) values ('matrix-page', 'About', 'about-us', 'published', '[]')",
  ).run();
  const ownerPost = async (content: string) =>
    (
      (await (await owner.fetch('/api/community/posts', { method: 'POST', json: { content } })).json()) as {
        post: { id: string };
      }
    ).post.id;
  community.post = await ownerPost('Matrix post to read');
  community.edit = await ownerPost('Matrix post to edit');
  community.remove = await ownerPost('Matrix post to delete');
  community.comment = (
    (await (
      await owner.fetch('/api/community/comments', {
        method: 'POST',
        json: { post_id: community.post, content: 'Matrix comment to delete' },
      })
    ).json()) as { comment: { id: string } }
  ).comment.id;
  await env.DB.prepare(
    "insert into supplier_ads (id, title, description, supplier_name, cta_label, cta_link, approved) values ('matrix-ad', 'Ad', 'd', 'S', 'Go', 'https://example.com', 1)",
  ).run();
});

beforeAll(async () => {
  const ownerId = (clients.owner as Member).profile.id;
  const insertBlog = async (id: string, status: string) =>
    env.DB.prepare(
      "insert into blogs (id, user_id, title, content, search_text, status) values (?, ?, 'Matrix blog', '<p>x</p>', 'x', ?)",
    )
      .bind(id, ownerId, status)
      .run();
  blogFixtures.published = `matrix-blog-${crypto.randomUUID()}`;
  blogFixtures.draft = `matrix-draft-${crypto.randomUUID()}`;
  await insertBlog(blogFixtures.published, 'published');
  await insertBlog(blogFixtures.draft, 'draft');
  for (let i = 0; i < ACTORS.length; i++) {
    const id = `matrix-delete-${i}-${crypto.randomUUID()}`;
    await insertBlog(id, 'published');
    blogFixtures.deletable.push(id);
    const commentId = `matrix-comment-${i}-${crypto.randomUUID()}`;
    await env.DB.prepare("insert into blog_comments (id, blog_id, user_id, content) values (?, ?, ?, 'Mine')")
      .bind(commentId, blogFixtures.published, ownerId)
      .run();
    blogFixtures.comments.push(commentId);
  }
  const coauthor = await signUp();
  blogFixtures.coauthorName = coauthor.profile.username;
  blogFixtures.coauthorId = coauthor.profile.id;
});

const registered = () =>
  [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    expect(registered()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(route, async () => {
      for (const name of ACTORS) {
        const { path, method = 'GET', json, body } = row.request();
        const res = await clients[name].fetch(path, { method, json, body });
        const expected = row.expect[name] ?? row.expect.others;
        expect({ actor: name, status: res.status }).toEqual({ actor: name, status: expected });
      }
    });
  }
});

describe('validation messages people can read', () => {
  // Every JSON route, with each key of its body left out in turn, by a member allowed to call it:
  // no answer may carry the validation library's own wording.
  const LIBRARY_WORDS = /Invalid key|Invalid type|Expected/;
  const jsonRows = Object.entries(MATRIX).filter(([, row]) => {
    const { json } = row.request();
    return json !== null && typeof json === 'object' && !Array.isArray(json);
  });

  it('covers the JSON routes', () => {
    expect(jsonRows.length).toBeGreaterThan(40);
  });

  for (const [route, row] of jsonRows) {
    it(`${route}, each key missing`, async () => {
      const { path, method = 'GET', json } = row.request();
      const caller = (ACTORS.find((name) => (row.expect[name] ?? row.expect.others) < 300) ?? 'admin') as ActorName;
      const body = json as Record<string, unknown>;
      for (const key of Object.keys(body)) {
        const { [key]: _left, ...rest } = body;
        const res = await clients[caller].fetch(path, { method, json: rest });
        const text = await res.text();
        expect({ key, status: res.status, text }).not.toEqual({
          key,
          status: res.status,
          text: expect.stringMatching(LIBRARY_WORDS),
        });
        expect(res.status).toBeLessThan(500);
      }
      // A body of the wrong shape altogether.
      const wrong = await clients[caller].fetch(path, {
        method,
        json: Object.fromEntries(Object.keys(body).map((k) => [k, 123456])),
      });
      expect(await wrong.text()).not.toMatch(LIBRARY_WORDS);
      expect(wrong.status).toBeLessThan(500);
    });
  }

  it('names the field in its own sentence', async () => {
    const { issueMessage } = await import('../../worker/lib/validate');
    const v = await import('valibot');
    const schema = v.object({ content: v.string(), cover_image_url: v.string() });
    const missing = v.safeParse(schema, { cover_image_url: 'x' });
    expect(issueMessage(missing.issues?.[0])).toBe('Content is required');
    const wrongType = v.safeParse(schema, { content: 'x', cover_image_url: 5 });
    expect(issueMessage(wrongType.issues?.[0])).toBe('Cover image url is not valid');
    const ours = v.safeParse(v.object({ title: v.pipe(v.string(), v.minLength(1, 'Title is required')) }), {
      title: '',
    });
    expect(issueMessage(ours.issues?.[0])).toBe('Title is required');
  });
});
