import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  ActionInput,
  ActionsQuery,
  AppealAnswerInput,
  AppealDecisionInput,
  AppealInput,
  AppealQuestionInput,
  BulkReportsInput,
  IdParam,
  LiftInput,
  ModerationMessageInput,
  REPORT_NOUNS,
  REPORT_REASONS,
  ReportGroupsQuery,
  ReportInput,
  ReportReason,
  ReportsQuery,
  SUSPENSION_DAY_CHOICES,
  UpdateReportInput,
} from '../../worker/contracts/moderation';
import { chars, issue, read } from './contract-reader';

const reason = 'Spam or scam';

describe('reporting', () => {
  it('offers six reasons and takes only those', () => {
    expect(REPORT_REASONS).toEqual([
      'Harassment or bullying',
      'Spam or scam',
      'Impersonation',
      'Hate speech',
      'Inappropriate content',
      'Other',
    ]);
    for (const r of REPORT_REASONS) expect(read(ReportReason, r)).toEqual({ ok: r });
    for (const r of ['spam', 'Spam', ' Spam or scam', '', undefined, 3])
      expect(issue(ReportReason, r), String(r)).toBe('Please choose a reason');
  });

  it('names each target in the duplicate message', () => {
    expect(REPORT_NOUNS).toEqual({
      post: 'post',
      comment: 'comment',
      blog: 'blog',
      blog_comment: 'comment',
      custom_activity: 'activity',
      profile: 'user',
      message: 'message',
    });
  });

  it.each([
    [
      { target_type: 'blog', target_id: ' b1 ', reason },
      { target_type: 'blog', target_id: 'b1', reason, extra_notes: undefined },
    ],
    [
      { post_id: 'p1', reason },
      { target_type: 'post', target_id: 'p1', reason, extra_notes: undefined },
    ],
    [
      { post_id: 'p1', target_type: 'comment', target_id: 'c1', reason },
      { target_type: 'comment', target_id: 'c1', reason, extra_notes: undefined },
    ],
    [
      { post_id: 'p1', target_type: 'blog', reason },
      { target_type: 'blog', target_id: 'p1', reason, extra_notes: undefined },
    ],
    [
      { post_id: 'p1', target_id: 'c1', reason },
      { target_type: 'post', target_id: 'c1', reason, extra_notes: undefined },
    ],
    [
      { target_type: 'message', target_id: 'm1', reason: 'Other', extra_notes: `  ${chars(1000)}  ` },
      { target_type: 'message', target_id: 'm1', reason: 'Other', extra_notes: chars(1000) },
    ],
  ])('reads %j as %j', (input, output) => {
    expect(read(ReportInput, input)).toStrictEqual({ ok: output });
  });

  it('empty notes are no notes', () => {
    const { ok } = read(ReportInput, { post_id: 'p1', reason, extra_notes: '   ' });
    expect(ok).toStrictEqual({ target_type: 'post', target_id: 'p1', reason, extra_notes: undefined });
  });

  it.each([
    [{ reason }, 'Missing report target'],
    [{ target_type: 'post', reason }, 'Missing report target'],
    [{ target_id: 'p1', reason }, 'Missing report target'],
    [{ target_type: 'post', target_id: '   ', reason }, 'Missing report target'],
    [{ target_type: 'post', target_id: 'x'.repeat(65), reason }, 'Missing report target'],
    [{ target_type: 'post', target_id: 7, reason }, 'Missing report target'],
    [{ post_id: '', reason }, 'Missing report target'],
    [{ post_id: 'x'.repeat(65), reason }, 'Missing report target'],
    [{ target_type: 'user', target_id: 'u1', reason }, 'Unknown kind of content'],
    [{ post_id: 'p1' }, 'Please choose a reason'],
    [{ post_id: 'p1', reason: 'spam' }, 'Please choose a reason'],
    [{ post_id: 'p1', reason, extra_notes: chars(1001) }, 'Notes must be less than 1000 characters'],
    [{ post_id: 'p1', reason, extra: 1 }, 'Extra is not something this form takes'],
  ])('%j: %s', (input, message) => {
    expect(issue(ReportInput, input)).toBe(message);
  });

  it('ids of up to 64 characters', () => {
    expect(read(ReportInput, { post_id: 'x'.repeat(64), reason }).ok?.target_id).toBe('x'.repeat(64));
    expect(read(ReportInput, { target_type: 'profile', target_id: 'y'.repeat(64), reason }).ok).toMatchObject({
      target_type: 'profile',
      target_id: 'y'.repeat(64),
    });
  });
});

describe('the moderators’ queue', () => {
  it('reports by kind, searched and paged', () => {
    expect(read(ReportsQuery, {})).toStrictEqual({ ok: {} });
    expect(read(ReportsQuery, { type: 'comment', q: `  ${chars(100)} `, cursor: 'c'.repeat(300) })).toEqual({
      ok: { type: 'comment', q: chars(100), cursor: 'c'.repeat(300) },
    });
    expect(issue(ReportsQuery, { type: 'posts' })).toBe('Unknown kind of content');
    expect(issue(ReportsQuery, { q: chars(101) })).toBe('Q is not valid');
    expect(issue(ReportsQuery, { cursor: 'c'.repeat(301) })).toBe('Cursor is not valid');
    expect(issue(ReportsQuery, { page: '2' })).toBe('Page is not something this form takes');
  });

  it('groups by kind, paged', () => {
    expect(read(ReportGroupsQuery, { type: 'blog_comment', cursor: 'c'.repeat(300) })).toEqual({
      ok: { type: 'blog_comment', cursor: 'c'.repeat(300) },
    });
    expect(issue(ReportGroupsQuery, { type: 'user' })).toBe('Unknown kind of content');
    expect(issue(ReportGroupsQuery, { cursor: 'c'.repeat(301) })).toBe('Cursor is not valid');
    expect(issue(ReportGroupsQuery, { q: 'x' })).toBe('Q is not something this form takes');
  });

  it('one report resolved or dismissed', () => {
    expect(read(UpdateReportInput, { status: 'resolved' })).toEqual({ ok: { status: 'resolved' } });
    expect(read(UpdateReportInput, { status: 'dismissed' })).toEqual({ ok: { status: 'dismissed' } });
    for (const status of ['pending', 'approved', undefined])
      expect(issue(UpdateReportInput, { status }), String(status)).toBe('Status must be resolved or dismissed');
  });

  it('in bulk: up to 100 reports, or up to 50 groups', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `r${i}`);
    const groups = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'post', id: `p${i}` }));
    expect(read(BulkReportsInput, { status: 'dismissed', report_ids: [' r1 '] })).toEqual({
      ok: { status: 'dismissed', report_ids: ['r1'] },
    });
    expect(read(BulkReportsInput, { status: 'resolved', report_ids: ids(100) }).ok?.report_ids).toHaveLength(100);
    expect(issue(BulkReportsInput, { status: 'resolved', report_ids: ids(101) })).toBe('Choose at most 100 reports');
    expect(read(BulkReportsInput, { status: 'resolved', targets: groups(50) }).ok?.targets).toHaveLength(50);
    expect(issue(BulkReportsInput, { status: 'resolved', targets: groups(51) })).toBe('Choose at most 50 groups');
    expect(read(BulkReportsInput, { status: 'resolved', targets: [{ type: 'blog', id: ' b1 ' }] }).ok).toEqual({
      status: 'resolved',
      targets: [{ type: 'blog', id: 'b1' }],
    });
    expect(issue(BulkReportsInput, { status: 'open', report_ids: ['r1'] })).toBe(
      'Status must be resolved or dismissed',
    );
    expect(issue(BulkReportsInput, { status: 'resolved', report_ids: [''] })).toBe('Missing report');
    expect(issue(BulkReportsInput, { status: 'resolved', report_ids: ['x'.repeat(65)] })).toBe('Missing report');
    expect(read(BulkReportsInput, { status: 'resolved', report_ids: ['x'.repeat(64)] }).ok).toBeDefined();
    expect(issue(BulkReportsInput, { status: 'resolved', targets: [{ type: 'user', id: 'u1' }] })).toBe(
      'Unknown kind of content',
    );
    expect(issue(BulkReportsInput, { status: 'resolved', targets: [{ type: 'post', id: ' ' }] })).toBe(
      'Missing report',
    );
  });
});

describe('taking action', () => {
  const action = { action_type: 'warning', reason: 'Spam' };

  it('labels each action as the dialog does', () => {
    expect(ACTION_LABELS).toEqual({
      warning: 'Warning',
      post_removal: 'Remove Post',
      suspension: 'Suspend User',
      ban: 'Ban User',
    });
    expect(SUSPENSION_DAY_CHOICES).toEqual([1, 3, 7, 30]);
  });

  it('reads an action, trimmed', () => {
    expect(
      read(ActionInput, {
        action_type: 'suspension',
        reason: `  ${chars(500)}  `,
        notes: ` ${chars(1000)} `,
        report_id: ' r1 ',
        target_user_id: 'u1',
        post_id: 'p1',
        suspension_days: 7,
      }),
    ).toEqual({
      ok: {
        action_type: 'suspension',
        reason: chars(500),
        notes: chars(1000),
        report_id: 'r1',
        target_user_id: 'u1',
        post_id: 'p1',
        suspension_days: 7,
      },
    });
  });

  it('a suspension until a day is read as that day’s midnight UTC', () => {
    const until = read(ActionInput, { ...action, action_type: 'suspension', suspension_until: '2027-03-04' }).ok
      ?.suspension_until;
    expect(until).toBeInstanceOf(Date);
    expect(until?.toISOString()).toBe('2027-03-04T00:00:00.000Z');
  });

  it.each([1, 3, 7, 30])('a suspension of %i days', (days) => {
    expect(read(ActionInput, { ...action, suspension_days: days }).ok?.suspension_days).toBe(days);
  });

  it.each([
    [{ action_type: 'kick' }, 'Choose an action type'],
    [{ action_type: undefined }, 'Choose an action type'],
    [{ reason: undefined }, 'Reason is required'],
    [{ reason: '   ' }, 'Reason is required'],
    [{ reason: chars(501) }, 'Reason must be less than 500 characters'],
    [{ notes: chars(1001) }, 'Notes must be less than 1000 characters'],
    [{ report_id: ' ' }, 'Missing report'],
    [{ target_user_id: '' }, 'Missing user'],
    [{ target_user_id: 'x'.repeat(65) }, 'Missing user'],
    [{ post_id: '' }, 'Missing post'],
    [{ suspension_days: 2 }, 'Choose 1, 3, 7 or 30 days'],
    [{ suspension_days: '7' }, 'Choose 1, 3, 7 or 30 days'],
    [{ suspension_until: '2027-13-01' }, 'Choose the date the suspension ends'],
    [{ suspension_until: '2027-3-4' }, 'Choose the date the suspension ends'],
    [{ suspension_until: 'tomorrow' }, 'Choose the date the suspension ends'],
    [{ suspension_until: 20270304 }, 'Suspension until is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(ActionInput, { ...action, ...change })).toBe(message);
  });

  it('lifting a suspension or a ban, with a reason', () => {
    expect(read(LiftInput, { user_id: ' u1 ', kind: 'ban', reason: ` ${chars(500)} ` })).toEqual({
      ok: { user_id: 'u1', kind: 'ban', reason: chars(500) },
    });
    expect(read(LiftInput, { user_id: 'u1', kind: 'suspension', reason: 'Served' }).ok?.kind).toBe('suspension');
    expect(issue(LiftInput, { user_id: '', kind: 'ban', reason: 'x' })).toBe('Missing user');
    expect(issue(LiftInput, { kind: 'ban', reason: 'x' })).toBe('Missing user');
    expect(issue(LiftInput, { user_id: 'u1', kind: 'warning', reason: 'x' })).toBe('Choose what to lift');
    expect(issue(LiftInput, { user_id: 'u1', kind: 'ban', reason: ' ' })).toBe('Reason is required');
    expect(issue(LiftInput, { user_id: 'u1', kind: 'ban' })).toBe('Reason is required');
    expect(issue(LiftInput, { user_id: 'u1', kind: 'ban', reason: 5 })).toBe('Reason is required');
    expect(issue(LiftInput, { user_id: 'u1', kind: 'ban', reason: chars(501) })).toBe(
      'Reason must be less than 500 characters',
    );
  });

  it('a member’s actions', () => {
    expect(read(ActionsQuery, {})).toStrictEqual({ ok: {} });
    expect(read(ActionsQuery, { user_id: ' u1 ' })).toEqual({ ok: { user_id: 'u1' } });
    expect(issue(ActionsQuery, { user_id: '' })).toBe('Missing user');
  });
});

describe('appeals and moderation messages', () => {
  it('an appeal of up to 2000 characters', () => {
    expect(read(AppealInput, { related_action_id: ' a1 ', message: ` ${chars(2000)} ` })).toEqual({
      ok: { related_action_id: 'a1', message: chars(2000) },
    });
    expect(issue(AppealInput, { related_action_id: 'a1', message: chars(2001) })).toBe(
      'Your appeal must be less than 2000 characters',
    );
    expect(issue(AppealInput, { related_action_id: 'a1', message: '  ' })).toBe('Your appeal is required');
    expect(issue(AppealInput, { related_action_id: 'a1' })).toBe('Your appeal is required');
    expect(issue(AppealInput, { related_action_id: '', message: 'Please' })).toBe('Missing action');
  });

  it('a question about an appeal, and its answer', () => {
    expect(read(AppealQuestionInput, { question: ` ${chars(1000)} ` })).toEqual({ ok: { question: chars(1000) } });
    expect(issue(AppealQuestionInput, { question: chars(1001) })).toBe(
      'The question must be less than 1000 characters',
    );
    expect(issue(AppealQuestionInput, { question: '' })).toBe('The question is required');
    expect(read(AppealAnswerInput, { answer: chars(2000) })).toEqual({ ok: { answer: chars(2000) } });
    expect(issue(AppealAnswerInput, { answer: chars(2001) })).toBe('Your answer must be less than 2000 characters');
    expect(issue(AppealAnswerInput, {})).toBe('Your answer is required');
    expect(issue(AppealAnswerInput, { answer: 7 })).toBe('Your answer is required');
  });

  it('a decision on an appeal', () => {
    expect(read(AppealDecisionInput, { status: 'approved', response: ` ${chars(1000)} ` })).toEqual({
      ok: { status: 'approved', response: chars(1000) },
    });
    expect(read(AppealDecisionInput, { status: 'rejected', response: 'No' }).ok?.status).toBe('rejected');
    expect(issue(AppealDecisionInput, { status: 'pending', response: 'x' })).toBe(
      'Status must be approved or rejected',
    );
    expect(issue(AppealDecisionInput, { status: 'approved', response: chars(1001) })).toBe(
      'A response must be less than 1000 characters',
    );
    expect(issue(AppealDecisionInput, { status: 'approved', response: ' ' })).toBe('A response is required');
  });

  it('a message to a member', () => {
    expect(
      read(ModerationMessageInput, { receiver_id: 'u1', message_text: ` ${chars(2000)} `, action_id: ' a1 ' }),
    ).toEqual({ ok: { receiver_id: 'u1', message_text: chars(2000), action_id: 'a1' } });
    expect(issue(ModerationMessageInput, { receiver_id: 'u1', message_text: chars(2001) })).toBe(
      'The message must be less than 2000 characters',
    );
    expect(issue(ModerationMessageInput, { receiver_id: 'u1', message_text: '' })).toBe('The message is required');
    expect(issue(ModerationMessageInput, { receiver_id: ' ', message_text: 'Hi' })).toBe('Missing user');
    expect(issue(ModerationMessageInput, { receiver_id: 'u1', message_text: 'Hi', action_id: '' })).toBe(
      'Missing action',
    );
  });

  it('anything moderated is found by an id of up to 64 characters', () => {
    expect(read(IdParam, { id: ' x ' })).toEqual({ ok: { id: 'x' } });
    expect(read(IdParam, { id: 'x'.repeat(64) })).toEqual({ ok: { id: 'x'.repeat(64) } });
    for (const id of ['', '  ', 'x'.repeat(65), undefined])
      expect(issue(IdParam, { id }), String(id)).toBe('Not found');
  });
});
