import { describe, expect, it } from 'vitest';
import { describeNotification, type NotificationItem, withoutPendingRequests } from '@/features/notifications/queries';

const base = {
  id: 'n1',
  read: false,
  createdAt: new Date().toISOString(),
  actor: { firstName: 'Maya', username: 'maya_okafor' },
} as unknown as NotificationItem;

describe('notification links', () => {
  it('leads a reply on a blog comment to the blog, and a reply on a post comment to the post', () => {
    const onBlog = { ...base, type: 'comment_reply', entityId: 'b1', data: { blogId: 'b1', commentId: 'c1' } };
    const onPost = { ...base, type: 'comment_reply', entityId: 'p1', data: {} };
    expect(describeNotification(onBlog as NotificationItem)).toEqual({
      text: 'Maya replied to your comment',
      href: '/blog/b1',
    });
    expect(describeNotification(onPost as NotificationItem).href).toBe('/post/p1');
    expect(describeNotification({ ...base, type: 'blog_comment', entityId: 'b1' } as NotificationItem).href).toBe(
      '/blog/b1',
    );
  });

  it('leads a security alert to the sign-in settings', () => {
    const alert = { ...base, type: 'security_alert', actor: null, data: { failures: '12' } };
    expect(describeNotification(alert as unknown as NotificationItem)).toEqual({
      text: '12 failed attempts to sign in to your account. If they were not you, change your password.',
      href: '/settings?section=security',
    });
  });

  it('names the blog a member was added to as a coauthor, and leads to it', () => {
    const added = { ...base, type: 'blog_coauthor', entityId: 'b2', data: { title: 'Wild camping', role: 'editor' } };
    expect(describeNotification(added as NotificationItem)).toEqual({
      text: 'Maya added you as a coauthor on "Wild camping"',
      href: '/blog/b2',
    });
  });

  it('words a reminder with its date and leads to the activity on the list', () => {
    const reminder = (kind: string, path = '/activity/custom/c1') =>
      describeNotification({
        ...base,
        actor: null,
        type: 'list_reminder',
        entityId: 'i1',
        data: { kind, title: 'Sleep in a lighthouse', targetDate: '2027-08-01', path },
      } as unknown as NotificationItem);
    expect(reminder('week')).toEqual({
      text: 'Coming up on 1 Aug 2027: “Sleep in a lighthouse”',
      href: '/activity/custom/c1',
    });
    expect(reminder('day', '/activity/21').text).toBe('“Sleep in a lighthouse” is due 1 Aug 2027');
    expect(reminder('overdue').text).toBe('The target date for “Sleep in a lighthouse” has passed (1 Aug 2027)');
    // Only a path inside the app is followed.
    expect(reminder('week', 'https://elsewhere.example').href).toBe('/profile');
  });

  it("words a step's reminder with the step, its activity and the date", () => {
    const reminder = (kind: string) =>
      describeNotification({
        ...base,
        actor: null,
        type: 'list_reminder',
        entityId: 'i1',
        data: {
          kind,
          step: 'Book the ferry',
          title: 'Sleep in a lighthouse',
          targetDate: '2027-08-01',
          path: '/activity/21',
        },
      } as unknown as NotificationItem);
    expect(reminder('tomorrow')).toEqual({
      text: 'The step “Book the ferry” for “Sleep in a lighthouse” is due 1 Aug 2027',
      href: '/activity/21',
    });
    expect(reminder('overdue').text).toBe('The step “Book the ferry” for “Sleep in a lighthouse” was due 1 Aug 2027');
  });
});

describe('follow requests on /notifications', () => {
  it('lists a waiting request once (under Follow requests), and its notification again once it is answered', () => {
    const waiting = { ...base, id: 'n1', type: 'follow_request', entityId: 'f1', data: {} } as NotificationItem;
    const answered = {
      ...base,
      id: 'n2',
      type: 'follow_request',
      entityId: 'f2',
      data: { state: 'accepted' },
    } as NotificationItem;
    const like = { ...base, id: 'n3', type: 'post_like', entityId: 'f1' } as NotificationItem;
    expect(withoutPendingRequests([waiting, answered, like], ['f1']).map((n) => n.id)).toEqual(['n2', 'n3']);
    expect(withoutPendingRequests([waiting, answered, like], []).map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
  });
});
