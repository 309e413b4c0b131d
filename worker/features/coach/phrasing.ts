import type { CoachingStyle } from '../../contracts/coach';
import type { Member } from './context';
import type { Reply } from './respond';

/** The model that may phrase the coach's words where Workers AI is bound. */
const MODEL = '@cf/meta/llama-3.1-8b-instruct';
/** A model slower than this is not waited for: the coach's own words go. */
const MODEL_WAIT_MS = 2_500;

const VOICE: Record<CoachingStyle, string> = {
  tough_love: 'direct and firm: name what is overdue, set firm dates, no excuses, still kind',
  gentle_encouragement: 'warm and gentle: propose the smallest step and celebrate any progress',
  goal_oriented: 'focused on numbers: progress, dates and streaks',
};

/**
 * The Workers AI binding (`[ai]` in wrangler.toml), in production only: locally, in the tests and
 * in the bench the binding cannot reach Cloudflare (remote bindings are off), and the coach's own
 * words go. A deployment without the binding leaves it undefined.
 */
const aiOf = (env: Env): Pick<Ai, 'run'> | undefined =>
  env.APP_ENV === 'production' ? (env as Partial<Pick<Env, 'AI'>>).AI : undefined;

/**
 * The words of a reply. Without a model (locally, in tests, or a deployment without `AI`) they are
 * the coach's own. With one, the model rewrites them in the member's coaching style from the same
 * facts: the cards are fixed before it runs, it is told to add nothing, and an answer that is
 * slow, empty or fails leaves the coach's own words.
 */
export async function phrase(env: Env, member: Member, asked: string, reply: Reply) {
  const ai = aiOf(env);
  if (!ai) return reply.text;
  const facts = reply.cards.map((c) =>
    c.type === 'idea'
      ? `idea: ${c.activity.title}`
      : c.type === 'item' || c.type === 'done'
        ? `${c.type}: ${c.item.title}`
        : c.type === 'steps'
          ? `plan: ${c.steps.map((s) => `${s.text} (${s.dueDate})`).join('; ')}`
          : `reminder: ${c.about} on ${c.remindOn}`,
  );
  try {
    const answer = (await Promise.race([
      (ai.run as (model: string, input: unknown) => Promise<unknown>)(MODEL, {
        messages: [
          {
            role: 'system',
            content: `You are a personal coach in the Lifelist app. Rewrite the coach's reply to ${member.profile.firstName} in at most three sentences, ${VOICE[member.style]}. Use only the facts given; do not add activities, dates or numbers.`,
          },
          {
            role: 'user',
            content: `Member wrote: ${asked}\nCoach's reply: ${reply.text}\nFacts: ${facts.join(' | ')}`,
          },
        ],
        max_tokens: 160,
      }),
      new Promise((resolve) => setTimeout(() => resolve(null), MODEL_WAIT_MS)),
    ])) as { response?: string } | null;
    const text = answer?.response?.trim();
    return text && text.length <= 600 ? text : reply.text;
  } catch {
    return reply.text;
  }
}
