import { describe, expect, it } from 'vitest';
import { activities } from '../../worker/db/schema';
import { loadCatalogue } from './catalogue-fixture';
import { db, guest, signUp } from './helpers';

/** The attributes of the state a page the Worker rendered carries for hydration, and its markup. */
async function rootOf(res: Response) {
  const html = await res.text();
  const attributes = /<script type="application\/json" id="app-state"([^>]*)>/.exec(html)?.[1] ?? '';
  return { attributes, html };
}

describe('controls loaded on use, drawn by the Worker', () => {
  it("draw a member's My List controls into the activity page, and name their module for the browser", async () => {
    await loadCatalogue();
    const [activity] = await db().select({ id: activities.id }).from(activities).limit(1);
    if (!activity) throw new Error('the catalogue is empty');
    const member = await signUp();
    const added = await member.fetch('/api/list', { method: 'POST', json: { activityId: activity.id } });
    expect(added.status).toBe(201);

    const mine = await rootOf(await member.fetch(`/activity/${activity.id}`));
    expect(mine.attributes).toContain('data-modules="member-list-actions"');
    // The item's own controls, not a placeholder: its status and Start, in the Worker's HTML.
    expect(mine.html).toContain('On List');
    expect(mine.html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Start<\/button>/);

    // A guest's page names no member module and offers Add to My List as a link to sign in.
    const theirs = await rootOf(await guest().fetch(`/activity/${activity.id}`));
    expect(theirs.attributes).not.toContain('data-modules');
    expect(theirs.html).toContain('Add to My List');
    expect(theirs.html).not.toMatch(/>\s*Start\s*</);
  });
});
