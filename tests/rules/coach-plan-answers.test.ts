import { describe, expect, it } from 'vitest';
import { type ReadContext, readAll } from '../../worker/features/coach/read/reader';

/** Tuesday 10 March 2026, in the UK, with a plan the coach has just proposed. */
const WAITING: ReadContext = {
  today: '2026-03-10',
  monthFirst: false,
  country: 'GB',
  previous: null,
  planWaiting: true,
};
const kinds = (message: string) => readAll(message, WAITING).map((a) => a.kind);

describe('answering a proposed plan', () => {
  it.each(['when would i even do it', 'when would I do it?', 'how do i do it', 'what if i do it in may'])(
    '%j asks about the plan and does not take it',
    (message) => {
      expect(kinds(message)).not.toContain('acceptPlan');
    },
  );

  it.each(['no thanks', 'no thank you', 'nah thanks', 'no thanks, not now'])('%j turns it down', (message) => {
    expect(kinds(message)).toEqual(['rejectPlan']);
  });

  it('a yes still takes it, and thanks alone stays thanks', () => {
    expect(kinds('yes do it')).toEqual(['acceptPlan']);
    expect(kinds("ok let's do it")).toEqual(['acceptPlan']);
    expect(kinds('thanks!')).toEqual(['thanks']);
    expect(readAll('no thanks', { ...WAITING, planWaiting: false }).map((a) => a.kind)).toEqual(['thanks']);
  });
});

describe('ticking off', () => {
  const CTX: ReadContext = { today: '2026-03-10', monthFirst: false, country: 'GB', previous: null };
  it.each(['cross it off', 'tick that off', 'checked off', 'cross it off please'])(
    '%j ticks what was just talked about',
    (message) => {
      const asks = readAll(message, CTX);
      expect(asks).toHaveLength(1);
      expect(asks[0]).toMatchObject({ kind: 'tickItem', item: { it: true } });
    },
  );

  it('names the item between the verb and its particle', () => {
    const [ask] = readAll('cross the novel off', CTX);
    expect(ask?.kind).toBe('tickItem');
    const { context: _, ...named } = (ask as { item: Record<string, unknown> }).item;
    expect(JSON.stringify(named)).toContain('novel');
    expect(JSON.stringify(named)).not.toContain('off');
  });
});
