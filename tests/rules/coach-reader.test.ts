import { describe, expect, it } from 'vitest';
import type { Ask, CoachMemory } from '../../worker/contracts/coach-ask';
import { inCheckin, type ReadContext, readAll, readLocally } from '../../worker/features/coach/read/reader';

/** Tuesday 10 March 2026, in the UK (day before month). */
const CTX: ReadContext = { today: '2026-03-10', monthFirst: false, country: 'GB', previous: null };
type Extra = Partial<ReadContext> & { previous?: CoachMemory | null };
const read = (message: string, extra: Extra = {}) => readAll(message, { ...CTX, ...extra });

describe('short follow-ups after ideas and an add', () => {
  const ideas: CoachMemory = {
    ask: 'suggest',
    cards: [
      { activityId: 1, title: 'A' },
      { activityId: 2, title: 'B' },
      { activityId: 3, title: 'C' },
    ],
  };
  const added: CoachMemory = { ask: 'add', itemId: 'x', cards: [{ itemId: 'x', title: 'B' }] };
  it('"the 2nd one, add that" adds that card once; "for saturday ye" dates what was added, never an item called "ye"', () => {
    expect(read('ooh the 2nd one, add that', { previous: ideas })).toEqual([
      { kind: 'add', item: { card: 2 }, phrase: '2nd' },
    ]);
    expect(read('3rd one. add it', { previous: ideas })).toEqual([{ kind: 'add', item: { card: 3 }, phrase: '3rd' }]);
    expect(read('for saturday ye', { previous: added })).toEqual([
      { kind: 'setDate', item: { it: true, context: 'for saturday yeah' }, date: '2026-03-14' },
    ]);
    expect(read('and kayaking', { previous: added })[0]).toMatchObject({ kind: 'add', phrase: 'kayaking' });
  });
  it('a day answering "what should I add?" is no name; "anything i could do on my own sat?" asks for ideas', () => {
    const naming: CoachMemory = { ask: 'add', pending: { ask: { kind: 'add' }, field: 'what' } };
    expect(read('for saturday ye', { previous: naming })).toEqual([{ kind: 'choose', date: '2026-03-14' }]);
    expect(read('kayaking', { previous: naming })).toEqual([
      { kind: 'choose', item: { words: 'kayaking', context: 'kayaking' } },
    ]);
    expect(read("i'm rattling round the house. anything i could do on my own sat?")[0]?.kind).toBe('suggest');
  });
  it('"put the squares one back" is no new item; "put kayaking back on my list" adds kayaking', () => {
    const back = read('hmm actually put the squares one back, i need a bit of a push on that');
    expect(back.map((a) => a.kind)).not.toContain('add');
    expect(read('put kayaking back on my list')).toEqual([
      {
        kind: 'add',
        item: { words: 'kayaking', context: 'put kayaking back on my list' },
        phrase: 'kayaking',
      },
    ]);
  });
});

describe('an answer to "shall I move it, or add a second one?"', () => {
  const offered: CoachMemory = {
    ask: 'remind',
    itemId: 'bread',
    reminderId: 'r1',
    pending: {
      ask: { kind: 'moveReminder', reminder: { id: 'r1' }, date: '2026-03-11', time: '08:00' },
      field: 'confirm',
    },
  };
  it('"add a second one", "keep both" are a second reminder then; "yes" takes the move; without the offer, an item', () => {
    for (const text of ['add a second one', 'keep both', 'no, add another one', 'a new one please'])
      expect(read(text, { previous: offered }), text).toEqual([
        { kind: 'remind', item: { it: true }, phrase: 'another', date: '2026-03-11', time: '08:00' },
      ]);
    expect(read('yes', { previous: offered })).toEqual([{ kind: 'choose', phrase: 'yes' }]);
    expect(read('add a second one')[0]?.kind).not.toBe('remind');
  });
});

describe('readAll: what a member’s message asks, as they would type it', () => {
  const cases: [string, Ask[], Extra?][] = [
    ['ok what do i do today', [{ kind: 'next', horizon: 'today' }]],
    ['got a free saturday, what should i tackle from my list?', [{ kind: 'next', horizon: 'weekend' }]],
    ['what should i focus on this month', [{ kind: 'next', horizon: 'month' }]],
    ['bored. what next', [{ kind: 'next' }]],
    ['which thing on my list should i actually do next', [{ kind: 'next' }]],
    ['pick something for me to do this wekend', [{ kind: 'next', horizon: 'weekend' }]],
    ['what could i get done before summer?', [{ kind: 'next', horizon: 'month' }]],
    [
      'romantic stuff to surprise my girlfriend with',
      [{ kind: 'suggest', phrase: 'romantic to surprise my girlfriend with' }],
    ],
    ['i need an adrenaline rush', [{ kind: 'suggest', phrase: 'i need an adrenaline rush' }]],
    ['things to do in lisbon', [{ kind: 'suggest', phrase: 'in lisbon', place: 'in lisbon' }]],
    [
      'any ideas for the weekend near me',
      [{ kind: 'suggest', phrase: 'the weekend', horizon: 'weekend', place: 'near me' }],
    ],
    ['suggest something fun in the summer', [{ kind: 'suggest', phrase: 'fun in the summer', horizon: 'month' }]],
    ['recommend me something for my birthday', [{ kind: 'suggest', phrase: 'my birthday' }]],
    ['what now', [{ kind: 'next', horizon: 'today' }]],
    ["what's next this week", [{ kind: 'next', horizon: 'week' }]],
    ['where should i start', [{ kind: 'next' }]],
    ["i'm bored", [{ kind: 'next' }]],
    ['got 2 hours free what should i do', [{ kind: 'next' }]],
    [
      'add skydiving to my list',
      [{ kind: 'add', item: { words: 'skydiving', context: 'add skydiving to my list' }, phrase: 'skydiving' }],
    ],
    [
      'put "swim with dolphins" on my bucket list',
      [
        {
          kind: 'add',
          item: { words: 'swim with dolphins', context: 'put "swim with dolphins" on my bucket list' },
          phrase: 'swim with dolphins',
        },
      ],
    ],
    [
      'can you add run a half marathon',
      [
        {
          kind: 'add',
          item: { words: 'run a half marathon', context: 'can you add run a half marathon' },
          phrase: 'run a half marathon',
        },
      ],
    ],
    [
      'pls add visit iceland to my list next year',
      [
        {
          kind: 'add',
          item: { words: 'visit iceland', context: 'add visit iceland to my list next year' },
          phrase: 'visit iceland',
        },
      ],
    ],
    [
      'save learn the violin',
      [
        {
          kind: 'add',
          item: { words: 'learn the violin', context: 'save learn the violin' },
          phrase: 'learn the violin',
        },
      ],
    ],
    ['add it', [{ kind: 'add', item: { it: true, context: 'add it' }, phrase: 'it' }]],
    [
      'add learn italian to my list because my gran is from rome',
      [
        {
          kind: 'add',
          item: { words: 'learn italian', context: 'add learn italian to my list because my gran is from rome' },
          phrase: 'learn italian',
        },
      ],
    ],
    [
      'stick paris on the list',
      [{ kind: 'add', item: { words: 'paris', context: 'stick paris on the list' }, phrase: 'paris' }],
    ],
    ['remove skydiving', [{ kind: 'remove', item: { words: 'skydiving', context: 'remove skydiving' } }]],
    [
      'delete the marathon from my bucket list',
      [{ kind: 'remove', item: { words: 'marathon', context: 'delete the marathon from my bucket list' } }],
    ],
    [
      'get rid of learn the violin',
      [{ kind: 'remove', item: { words: 'learn the violin', context: 'get rid of learn the violin' } }],
    ],
    [
      "i don't want to do the bungee jump anymore",
      [{ kind: 'remove', item: { words: 'bungee jump', context: "i don't want to do the bungee jump anymore" } }],
    ],
    ['take japan off my list', [{ kind: 'remove', item: { words: 'japan', context: 'take japan off my list' } }]],
    [
      'forget about the tattoo from my list',
      [{ kind: 'remove', item: { words: 'tattoo', context: 'forget about the tattoo from my list' } }],
    ],
    ['drop it from my list', [{ kind: 'remove', item: { it: true, context: 'drop it from my list' } }]],
    [
      'i ran my first 5k today!',
      [{ kind: 'tickItem', item: { words: 'ran my first 5k', context: 'i ran my first 5k today!' } }],
    ],
    [
      'booked my practical for 20th june!!! eek',
      [
        {
          kind: 'setDate',
          item: { words: 'practical', context: 'booked my practical for 20th june!!! eek' },
          phrase: 'booked',
          date: '2026-06-20',
        },
      ],
    ],
    [
      'just booked flights to japan',
      [
        {
          kind: 'tickStep',
          item: { words: 'flights to japan', context: 'booked flights to japan' },
          step: { words: 'booked flights to japan' },
        },
      ],
    ],
    ['finished the novel!!', [{ kind: 'tickItem', item: { words: 'novel', context: 'finished the novel!!' } }]],
    ['i did it', [{ kind: 'tickItem', item: { it: true, context: 'i did it' } }]],
    ['done', [{ kind: 'tickItem', item: { it: true } }]],
    [
      'we visited rome last week',
      [{ kind: 'tickItem', item: { words: 'visited rome', context: 'we visited rome last week' } }],
    ],
    [
      'tick off learn spanish',
      [{ kind: 'tickItem', item: { words: 'learn spanish', context: 'tick off learn spanish' } }],
    ],
    [
      'mark the marathon as done',
      [{ kind: 'tickItem', item: { words: 'marathon', context: 'mark the marathon as done' } }],
    ],
    ['the camino is done', [{ kind: 'tickItem', item: { words: 'camino', context: 'the camino is done' } }]],
    [
      "i've finally completed my first triathlon",
      [{ kind: 'tickItem', item: { words: 'first triathlon', context: "i've finally completed my first triathlon" } }],
    ],
    [
      'i still need to book the flights',
      [{ kind: 'unclear', item: { it: true, context: 'i still need to book the flights' } }],
    ],
    [
      "i'm going to run the marathon next week",
      [
        {
          kind: 'plan',
          item: { words: 'run the marathon', context: "i'm going to run the marathon next week" },
          phrase: 'run the marathon',
          date: '2026-03-16',
        },
      ],
    ],
    [
      'omg i swam in the ocean for the first time',
      [{ kind: 'tickItem', item: { words: 'swam in the ocean', context: 'i swam in the ocean for the first time' } }],
    ],
    ['tick the second step', [{ kind: 'tickStep', step: { index: 1 }, item: { it: true } }]],
    ['mark step 2 as done', [{ kind: 'tickStep', step: { index: 1 }, item: { it: true } }]],
    ['i did the next step', [{ kind: 'tickStep', step: { next: true }, item: { it: true } }]],
    [
      'finished the last step of my guitar plan',
      [
        {
          kind: 'tickStep',
          step: { index: -1 },
          item: { words: 'guitar plan', context: 'finished the last step of my guitar plan' },
        },
      ],
    ],
    ["that's not actually done", [{ kind: 'untickStep', item: { it: true } }]],
    [
      'i want to run the marathon by october',
      [
        {
          kind: 'setDate',
          item: { words: 'run the marathon', context: 'i want to run the marathon by october' },
          date: '2026-10-01',
        },
      ],
    ],
    [
      'change the deadline for the novel to december 31st',
      [
        {
          kind: 'setDate',
          item: { words: 'novel', context: 'change the deadline for the novel to december 31st' },
          date: '2026-12-31',
        },
      ],
    ],
    [
      'push the marathon back a month',
      [{ kind: 'setDate', item: { words: 'marathon', context: 'push the marathon back a month' }, shift: 30 }],
    ],
    [
      'bring it forward two weeks',
      [{ kind: 'setDate', item: { it: true, context: 'bring it forward two weeks' }, shift: -14 }],
    ],
    ['push it back by 3 days', [{ kind: 'setDate', item: { it: true, context: 'push it back by 3 days' }, shift: 3 }]],
    [
      'no deadline for the violin',
      [{ kind: 'setDate', item: { words: 'violin', context: 'no deadline for the violin' }, clearDate: true }],
    ],
    ['clear the date', [{ kind: 'setDate', item: { it: true, context: 'clear the date' }, clearDate: true }]],
    [
      'set the first step for next friday',
      [
        {
          kind: 'setDate',
          step: { index: 0 },
          item: { it: true, context: 'set the first step for next friday' },
          date: '2026-03-13',
        },
      ],
    ],
    [
      'make me a plan for the marathon',
      [{ kind: 'plan', item: { words: 'marathon', context: 'make me a plan for the marathon' }, phrase: 'marathon' }],
    ],
    [
      'plan my japan trip',
      [{ kind: 'plan', item: { words: 'japan trip', context: 'plan my japan trip' }, phrase: 'japan trip' }],
    ],
    [
      'how do i start learning guitar',
      [
        {
          kind: 'plan',
          item: { words: 'learning guitar', context: 'how do i start learning guitar' },
          phrase: 'learning guitar',
        },
      ],
    ],
    ['break it down into steps', [{ kind: 'plan', item: { it: true, context: 'break it down into steps' } }]],
    [
      'help me get started with spanish',
      [{ kind: 'plan', item: { words: 'spanish', context: 'help me get started with spanish' }, phrase: 'spanish' }],
    ],
    [
      'what are the steps for climbing kilimanjaro',
      [
        {
          kind: 'plan',
          item: { words: 'climbing kilimanjaro', context: 'what are the steps for climbing kilimanjaro' },
          phrase: 'climbing kilimanjaro',
        },
      ],
    ],
    [
      'thinking of walking the camino, what are the steps',
      [
        {
          kind: 'plan',
          item: { words: 'walking the camino', context: 'thinking of walking the camino, what are the steps' },
          phrase: 'walking the camino',
        },
      ],
    ],
    [
      'train for a half marathon in june',
      [
        {
          kind: 'plan',
          item: { words: 'half marathon', context: 'train for a half marathon in june' },
          phrase: 'half marathon',
          date: '2026-06-15',
        },
      ],
    ],
    ['plan it', [{ kind: 'plan', item: { it: true, context: 'plan it' } }]],
    [
      'how should i prepare for the trek',
      [{ kind: 'plan', item: { words: 'trek', context: 'how should i prepare for the trek' }, phrase: 'trek' }],
    ],
    [
      'remind me tomorrow at 9am to call the surf school',
      [
        {
          kind: 'remind',
          item: { words: 'call the surf school', context: 'remind me tomorrow at 9am to call the surf school' },
          date: '2026-03-11',
          time: '09:00',
        },
      ],
    ],
    [
      'remind me about spanish on saturday',
      [
        {
          kind: 'remind',
          item: { words: 'spanish', context: 'remind me about spanish on saturday' },
          date: '2026-03-14',
        },
      ],
    ],
    [
      'set a reminder for friday to book flights',
      [
        {
          kind: 'remind',
          item: { words: 'book flights', context: 'set a reminder for friday to book flights' },
          date: '2026-03-13',
        },
      ],
    ],
    [
      'nudge me next week about the novel',
      [{ kind: 'remind', item: { words: 'novel', context: 'nudge me next week about the novel' }, date: '2026-03-16' }],
    ],
    [
      'ping me at 6pm to go for a run',
      [{ kind: 'remind', item: { words: 'go for a run', context: 'ping me at 6pm to go for a run' }, time: '18:00' }],
    ],
    ['remind me to do it tomorrow', [{ kind: 'remind', item: { it: true }, date: '2026-03-11' }]],
    [
      'remind me to book it on monday',
      [
        {
          kind: 'remind',
          item: { it: true, context: 'remind me to book it on monday' },
          step: { words: 'book' },
          date: '2026-03-16',
        },
      ],
    ],
    ['remind me the morning before', [{ kind: 'remind', item: { it: true }, phrase: 'morning before', time: '09:00' }]],
    [
      "don't let me forget to renew my passport",
      [{ kind: 'remind', item: { words: 'renew my passport', context: "don't let me forget to renew my passport" } }],
    ],
    ['show me my reminders', [{ kind: 'listReminders' }]],
    ['what reminders have i got', [{ kind: 'listReminders' }]],
    ['which reminders do i have for running', [{ kind: 'listReminders', item: { words: 'running' } }]],
    ['any reminders set up for the marathon?', [{ kind: 'listReminders', item: { words: 'marathon' } }]],
    ['delete that reminder', [{ kind: 'cancelReminder', reminder: { it: true } }]],
    ['turn off the reminder i just made', [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }]],
    ["i don't need the reminder for the dentist anymore", [{ kind: 'cancelReminder', reminder: { words: 'dentist' } }]],
    ['move my reminder to 8pm', [{ kind: 'moveReminder', reminder: { it: true }, time: '20:00' }]],
    [
      'change the reminder about flights to thursday',
      [{ kind: 'moveReminder', reminder: { words: 'flights' }, date: '2026-03-12' }],
    ],
    [
      'push the running reminder to sunday',
      [{ kind: 'moveReminder', reminder: { words: 'running' }, date: '2026-03-15' }],
    ],
    [
      'delete the first one',
      [{ kind: 'cancelReminder', reminder: { card: 1 } }],
      { previous: { ask: 'listReminders' } },
    ],
    [
      'move piano to sunday',
      [{ kind: 'moveReminder', reminder: { words: 'piano' }, date: '2026-03-15' }],
      { previous: { ask: 'listReminders' } },
    ],
    [
      'the spanish one to friday',
      [{ kind: 'moveReminder', reminder: { words: 'spanish' }, date: '2026-03-13' }],
      { previous: { ask: 'listReminders' } },
    ],
    [
      'another one for saturday',
      [{ kind: 'remind', item: { it: true, context: 'another one for saturday' }, date: '2026-03-14' }],
      { previous: { ask: 'remind' } },
    ],
    [
      'actually make it friday',
      [{ kind: 'moveReminder', reminder: { it: true }, date: '2026-03-13' }],
      { previous: { ask: 'remind', reminderId: 'r1' } },
    ],
    [
      'at 7 instead',
      [{ kind: 'moveReminder', reminder: { it: true }, time: '19:00' }],
      { previous: { ask: 'remind', reminderId: 'r1' } },
    ],
    [
      'get rid of the one you just set',
      [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }],
      { previous: { ask: 'remind' } },
    ],
    ['how am i doing', [{ kind: 'progress' }]],
    ['am i on track', [{ kind: 'progress' }]],
    ['what have i done so far', [{ kind: 'progress' }]],
    ['how many have i ticked off', [{ kind: 'progress' }]],
    [
      'how many steps left on spanish',
      [{ kind: 'progress', item: { words: 'spanish', context: 'how many steps left on spanish' } }],
    ],
    [
      'am i on track for the half marathon',
      [{ kind: 'progress', item: { words: 'half marathon', context: 'am i on track for the half marathon' } }],
    ],
    [
      "how's the novel coming along",
      [{ kind: 'progress', item: { words: 'novel', context: "how's the novel coming along" } }],
    ],
    [
      'how far have i got with guitar',
      [{ kind: 'progress', item: { words: 'guitar', context: 'how far have i got with guitar' } }],
    ],
    [
      "when's my surf lesson thing due again",
      [{ kind: 'progress', item: { words: 'surf lesson', context: "when's my surf lesson thing due again" } }],
    ],
    ["what's left on spanish", [{ kind: 'progress', item: { words: 'spanish', context: "what's left on spanish" } }]],
    ['how long is it', [{ kind: 'progress', item: { it: true, context: 'how long is it' } }]],
    ['i keep putting it off', [{ kind: 'stuck' }]],
    ["i'm so unmotivated", [{ kind: 'stuck' }]],
    [
      "i can't get myself to start running",
      [{ kind: 'stuck', item: { words: 'running', context: "i can't get myself to start running" } }],
    ],
    ['i feel like a failure', [{ kind: 'stuck', mood: 'low' }]],
    ['feeling really overwhelmed', [{ kind: 'stuck', mood: 'low' }]],
    ["i'm a failure", [{ kind: 'stuck', mood: 'low' }]],
    ['i dont want to live anymore', [{ kind: 'stuck', mood: 'crisis' }]],
    ["i've been thinking about suicide", [{ kind: 'stuck', mood: 'crisis' }]],
    [
      'no motivation to do "learn piano"',
      [{ kind: 'stuck', item: { words: 'learn piano', context: 'no motivation to do "learn piano"' } }],
    ],
    ['can you be a bit gentler with me', [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['i want tough love', [{ kind: 'style', style: 'tough_love' }]],
    ['switch to goal oriented', [{ kind: 'style', style: 'goal_oriented' }]],
    ['be harder on me', [{ kind: 'style', style: 'tough_love' }]],
    ["you're kind of mean", [{ kind: 'style' }]],
    ['what coaching styles are there', [{ kind: 'style' }]],
    ['stop being so nice', [{ kind: 'style' }]],
    ['tough love', [{ kind: 'style', style: 'tough_love' }], { previous: { ask: 'style' } }],
    [
      'will it rain in edinburgh on saturday',
      [{ kind: 'outOfScope', topic: 'weather', item: { it: true, context: 'will it rain in edinburgh on saturday' } }],
    ],
    [
      'how much is a flight to tokyo',
      [{ kind: 'outOfScope', topic: 'prices', item: { it: true, context: 'how much is a flight to tokyo' } }],
    ],
    [
      'can you book the surf lesson for me',
      [{ kind: 'outOfScope', topic: 'booking', item: { it: true, context: 'can you book the surf lesson for me' } }],
    ],
    [
      'could you buy me tickets',
      [{ kind: 'outOfScope', topic: 'booking', item: { it: true, context: 'could you buy me tickets' } }],
    ],
    [
      "what's on my friend sarah's list",
      [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: "what's on my friend sarah's list" } }],
    ],
    ['tick off her list', [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: 'tick off her list' } }]],
    [
      'my shins hurt when i run',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'my shins hurt when i run' } }],
    ],
    [
      'should i see a doctor about my knee',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'should i see a doctor about my knee' } }],
    ],
    [
      'is it safe to run with a cold',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'is it safe to run with a cold' } }],
    ],
    [
      'is it ok for me to start running again next week?',
      [
        {
          kind: 'outOfScope',
          topic: 'medical',
          item: { it: true, context: 'is it ok for me to start running again next week?' },
        },
      ],
    ],
    [
      'can i take ibuprofen before a race',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'can i take ibuprofen before a race' } }],
    ],
    ['thanks so much', [{ kind: 'thanks' }]],
    ['thank you!!', [{ kind: 'thanks' }]],
    ['cheers mate', [{ kind: 'thanks' }]],
    ['ty', [{ kind: 'thanks' }]],
    ['great thanks', [{ kind: 'thanks' }]],
    ['ok thanks, that helps', [{ kind: 'thanks' }]],
    ['merci beaucoup', [{ kind: 'thanks' }]],
    ['danke schön', [{ kind: 'thanks' }]],
    ['hey', [{ kind: 'smallTalk', phrase: 'hey' }]],
    ['good morning coach', [{ kind: 'smallTalk', phrase: 'good morning coach' }]],
    ['how are you', [{ kind: 'smallTalk', phrase: 'how are you' }]],
    ['what can you do', [{ kind: 'smallTalk', phrase: 'what can you do' }]],
    ['lol', [{ kind: 'smallTalk', phrase: 'lol' }]],
    ['ok cool', [{ kind: 'smallTalk', phrase: 'ok cool' }]],
    ['gtg', [{ kind: 'smallTalk', phrase: 'gtg' }]],
    ['ok cool. gonna go do some actual work now', [{ kind: 'smallTalk', phrase: 'bye' }]],
    ['talk later', [{ kind: 'smallTalk', phrase: 'bye' }]],
    ['leave it as is', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['never mind', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['nah all good thanks', [{ kind: 'thanks' }]],
    ['undo', [{ kind: 'undo' }]],
    ['oops', [{ kind: 'undo' }]],
    ['undo that', [{ kind: 'undo' }]],
    [
      'wait no, i meant the half marathon',
      [{ kind: 'undo', phrase: 'the half marathon', item: { words: 'half marathon', context: 'the half marathon' } }],
    ],
    ['scratch that', [{ kind: 'undo' }]],
    ['put it back', [{ kind: 'undo' }]],
    ['no, i meant spanish', [{ kind: 'undo', phrase: 'spanish', item: { words: 'spanish', context: 'the spanish' } }]],
    ['yes please', [{ kind: 'acceptPlan' }], { planWaiting: true }],
    ['go for it', [{ kind: 'acceptPlan' }], { planWaiting: true }],
    ['looks good, add it', [{ kind: 'acceptPlan' }], { planWaiting: true }],
    ['nah', [{ kind: 'rejectPlan' }], { planWaiting: true }],
    ['not now', [{ kind: 'rejectPlan' }], { planWaiting: true }],
    [
      'yes but move the first step to friday',
      [
        {
          kind: 'setDate',
          step: { index: 0 },
          item: { it: true, context: 'move the first step to friday' },
          date: '2026-03-13',
        },
      ],
      { planWaiting: true },
    ],
    ['ok thank you, that helps', [{ kind: 'thanks' }], { planWaiting: true }],
    ["ok let's do it", [{ kind: 'acceptPlan' }], { previous: { ask: 'stuck' } }],
    ['ok', [{ kind: 'acceptPlan' }], { previous: { ask: 'plan' } }],
    [
      'is 3 months enough to learn spanish',
      [
        {
          kind: 'feasible',
          item: { words: 'learn spanish', context: 'is 3 months enough to learn spanish' },
          shift: 90,
        },
      ],
    ],
    [
      'can i run a marathon in 6 weeks',
      [
        {
          kind: 'feasible',
          item: { words: 'run a marathon', context: 'can i run a marathon in 6 weeks' },
          date: '2026-04-21',
          shift: 42,
        },
      ],
    ],
    [
      'could i realistically learn guitar by christmas',
      [
        {
          kind: 'feasible',
          item: { words: 'learn guitar', context: 'could i realistically learn guitar by christmas' },
          date: '2026-12-25',
        },
      ],
    ],
    ['is that realistic', [{ kind: 'feasible', item: { it: true, context: 'is that realistic' } }]],
    [
      'can i do it in a year',
      [{ kind: 'feasible', item: { it: true, context: 'can i do it in a year' }, date: '2027-03-10', shift: 365 }],
    ],
    [
      'the last one',
      [{ kind: 'choose', item: { card: 3 } }],
      {
        previous: {
          pending: { ask: { kind: 'tickItem' }, field: 'item' },
          cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
        },
      },
    ],
    [
      '2',
      [{ kind: 'choose', item: { card: 2 } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' }, cards: [{ title: 'a' }, { title: 'b' }] } },
    ],
    [
      'number one',
      [{ kind: 'choose', item: { card: 1 } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' }, cards: [{ title: 'a' }, { title: 'b' }] } },
    ],
    [
      'the spanish one',
      [{ kind: 'choose', item: { words: 'spanish', context: 'the spanish one' } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    [
      'the full marathon, the half is enough for now',
      [{ kind: 'choose', item: { words: 'full marathon', context: 'the full marathon' } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    ['no', [{ kind: 'choose', phrase: 'no' }], { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } }],
    [
      'the wetsuit one',
      [{ kind: 'choose', step: { words: 'the wetsuit one' } }],
      { previous: { pending: { ask: { kind: 'tickStep' }, field: 'step' } } },
    ],
    [
      'um learn to knit',
      [{ kind: 'choose', item: { words: 'learn to knit', context: 'learn to knit' } }],
      { previous: { pending: { ask: { kind: 'add' }, field: 'what' } } },
    ],
    [
      'i meant pottery',
      [{ kind: 'choose', item: { words: 'pottery', context: 'i meant pottery' } }],
      { previous: { pending: { ask: { kind: 'add' }, field: 'what' } } },
    ],
    [
      'next friday',
      [{ kind: 'choose', date: '2026-03-13' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    [
      'on the 3rd',
      [{ kind: 'choose', date: '2026-04-03', phrase: 'day 3' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    [
      'whenever',
      [{ kind: 'unclear', item: { words: 'whenever', context: 'whenever' } }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    [
      'yes please do',
      [{ kind: 'choose', phrase: 'yes' }],
      { previous: { pending: { ask: { kind: 'remove' }, field: 'confirm' } } },
    ],
    [
      'nope',
      [{ kind: 'choose', phrase: 'no' }],
      { previous: { pending: { ask: { kind: 'remove' }, field: 'confirm' } } },
    ],
    [
      'hmm maybe',
      [{ kind: 'unclear', item: { words: 'maybe', context: 'maybe' } }],
      { previous: { pending: { ask: { kind: 'remove' }, field: 'confirm' } } },
    ],
    [
      'something with more numbers',
      [{ kind: 'style', style: 'goal_oriented' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'kind',
      [{ kind: 'style', style: 'gentle_encouragement' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'strict',
      [{ kind: 'style', style: 'tough_love' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'whatever',
      [{ kind: 'unclear', item: { words: 'whatever', context: 'whatever' } }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'add surfing to my list',
      [{ kind: 'add', item: { words: 'surfing', context: 'add surfing to my list' }, phrase: 'surfing' }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    [
      'signed up for the half! also remind me saturday at 9 to buy shoes',
      [
        {
          kind: 'tickStep',
          item: { words: 'half', context: 'signed up for the half' },
          step: { words: 'signed up half' },
        },
        {
          kind: 'remind',
          item: { words: 'buy shoes', context: 'remind me saturday at 9 to buy shoes' },
          date: '2026-03-14',
          time: '09:00',
        },
      ],
    ],
    [
      'found a race in 3 weeks, set the date to that',
      [
        {
          kind: 'setDate',
          item: { it: true, context: 'found a race in 3 weeks, set the date to that' },
          date: '2026-03-31',
        },
      ],
    ],
    [
      'add learn to surf, and then plan it',
      [
        { kind: 'add', item: { words: 'learn to surf', context: 'add learn to surf' }, phrase: 'learn to surf' },
        { kind: 'plan', item: { it: true, context: 'learn to surf' } },
      ],
    ],
    [
      'add skydiving and also add scuba diving',
      [
        { kind: 'add', item: { words: 'skydiving', context: 'add skydiving' }, phrase: 'skydiving' },
        { kind: 'add', item: { words: 'scuba diving', context: 'add scuba diving' }, phrase: 'scuba diving' },
      ],
    ],
    ['ok thanks. what should i do next', [{ kind: 'next' }]],
    ["hi! what's next", [{ kind: 'next' }]],
    [
      'add visit rome. add visit rome',
      [{ kind: 'add', item: { words: 'visit rome', context: 'add visit rome. add visit rome' }, phrase: 'visit rome' }],
    ],
    [
      'booked the flights; remind me on friday to pack',
      [
        {
          kind: 'tickStep',
          item: { words: 'flights', context: 'booked the flights' },
          step: { words: 'booked flights' },
        },
        { kind: 'remind', item: { words: 'pack', context: 'remind me on friday to pack' }, date: '2026-03-13' },
      ],
    ],
    [
      'add <b>learn piano</b>',
      [{ kind: 'add', item: { words: 'learn piano', context: 'add learn piano' }, phrase: 'learn piano' }],
    ],
    ['add this <img src=x>', [{ kind: 'unclear', phrase: 'markup' }]],
    ['<p>show my reminders</p>', [{ kind: 'listReminders' }]],
    ['<i>be gentler</i>', [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['<div>it</div>', [{ kind: 'unclear', phrase: 'markup' }]],
    [
      'and "see a show on broadway"',
      [
        {
          kind: 'add',
          item: { words: 'see a show on broadway', context: '"see a show on broadway"' },
          phrase: 'see a show on broadway',
        },
      ],
      { previous: { ask: 'add' } },
    ],
    [
      'also the northern lights',
      [{ kind: 'add', item: { words: 'northern lights', context: 'the northern lights' }, phrase: 'northern lights' }],
      { previous: { ask: 'add' } },
    ],
    [
      'and the lights for next october',
      [
        {
          kind: 'setDate',
          item: { words: 'lights', it: true, context: 'the lights for next october' },
          date: '2026-10-15',
        },
      ],
      { previous: { ask: 'setDate', itemId: 'x' } },
    ],
    [
      'and the passport one for friday',
      [{ kind: 'moveReminder', reminder: { words: 'passport' }, date: '2026-03-13' }],
      { previous: { ask: 'remind' } },
    ],
    ['what else', [{ kind: 'next' }], { previous: { ask: 'progress' } }],
    ['any other ideas', [{ kind: 'suggest', phrase: '' }], { previous: { ask: 'plan' } }],
    ['anything outdoors?', [{ kind: 'suggest', phrase: 'outdoors' }]],
    ['what about something creative', [{ kind: 'suggest', phrase: 'creative' }]],
    ['something small', [{ kind: 'suggest', phrase: 'easy' }]],
    [
      'something small',
      [{ kind: 'stuck', mood: 'low', item: { it: true, context: 'something small' } }],
      { previous: { ask: 'stuck' } },
    ],
    [
      'and the spanish?',
      [{ kind: 'progress', item: { words: 'spanish', context: 'the spanish?' } }],
      { previous: { ask: 'progress' } },
    ],
    [
      'what about the novel',
      [{ kind: 'progress', item: { words: 'novel', context: 'what about the novel' } }],
      { previous: { ask: 'next' } },
    ],
    [
      'how about japan',
      [{ kind: 'plan', item: { words: 'japan', context: 'how about japan' } }],
      { previous: { ask: 'plan' } },
    ],
    [
      'does that count for the 10k too?',
      [{ kind: 'tickItem', confirm: true, item: { words: '10k', context: 'does that count for the 10k too?' } }],
    ],
    [
      'does this tick off visit spain too?',
      [
        {
          kind: 'tickItem',
          confirm: true,
          item: { words: 'visit spain', context: 'does this tick off visit spain too?' },
        },
      ],
    ],
    [
      'should i remove the bungee jump?',
      [{ kind: 'remove', confirm: true, item: { words: 'bungee jump', context: 'should i remove the bungee jump?' } }],
    ],
    [
      'i can only do weekdays',
      [{ kind: 'plan', item: { it: true, context: 'i can only do weekdays' }, phrase: 'weekdays' }],
      { previous: { ask: 'plan' } },
    ],
    [
      'weekends only',
      [{ kind: 'plan', item: { it: true, context: 'weekends only' }, phrase: 'weekends' }],
      { previous: { ask: 'plan' } },
    ],
    ['surfing?', [{ kind: 'unclear', item: { words: 'surfing', context: 'surfing?' } }]],
    ['the marathon', [{ kind: 'unclear', item: { words: 'marathon', context: 'the marathon' } }]],
    [
      'blah blah something about nothing in particular here',
      [{ kind: 'unclear', item: { it: true, context: 'blah blah something about nothing in particular here' } }],
    ],
    ['what am i slacking on', [{ kind: 'next', phrase: 'overdue' }]],
    ['am i behind', [{ kind: 'next', phrase: 'overdue' }]],
    ['anything overdue?', [{ kind: 'next', phrase: 'overdue' }]],
    ['which ones have i been neglecting', [{ kind: 'next', phrase: 'overdue' }]],
    ['what have i missed', [{ kind: 'next', phrase: 'overdue' }]],
    ['something easy', [{ kind: 'suggest', phrase: 'easy' }]],
    ['a small step', [{ kind: 'suggest', phrase: 'easy' }]],
    ['what should i do tonight', [{ kind: 'next', horizon: 'today' }]],
    ['what can i do this afternoon', [{ kind: 'next', horizon: 'today' }]],
    ['what should i do next week', [{ kind: 'next', horizon: 'week' }]],
    ['ideas for this summer', [{ kind: 'suggest', phrase: 'this summer', horizon: 'month' }]],
    ['what now in london', [{ kind: 'next', horizon: 'today', place: 'in london' }]],
    ['what should i do in the morning', [{ kind: 'next' }]],
    ['suggest something near here', [{ kind: 'suggest', phrase: '', place: 'near me' }]],
    ['recommend something around lisbon', [{ kind: 'suggest', phrase: 'around lisbon', place: 'around lisbon' }]],
    [
      'any ideas close to manchester',
      [{ kind: 'suggest', phrase: 'close to manchester', place: 'close to manchester' }],
    ],
    ['what can we do', [{ kind: 'suggest', phrase: 'what can we do' }]],
    ['stuff we can do as a family', [{ kind: 'suggest', phrase: 'we can do as a family' }]],
    ['something romantic for our anniversary', [{ kind: 'suggest', phrase: 'romantic our anniversary' }]],
    ['what should i add', [{ kind: 'suggest', phrase: 'what should i add' }]],
    ['bucket list ideas', [{ kind: 'suggest', phrase: 'bucket list' }]],
    ['looking for something cheap', [{ kind: 'suggest', phrase: 'cheap' }]],
    ['fancy doing something different', [{ kind: 'suggest', phrase: 'different' }]],
    ['what could i do', [{ kind: 'next' }]],
    ["i'm free this evening, what should i do", [{ kind: 'next', horizon: 'today' }]],
    ['pick one for me', [{ kind: 'next' }]],
    ['what to do', [{ kind: 'next' }]],
    [
      'and tomorrow at 6 for the gym',
      [
        {
          kind: 'remind',
          item: { words: 'gym', context: 'tomorrow at 6 for the gym' },
          date: '2026-03-11',
          time: '18:00',
        },
      ],
      { previous: { ask: 'remind' } },
    ],
    [
      'same for the novel, december',
      [
        {
          kind: 'setDate',
          item: { words: 'novel', it: true, context: 'same for the novel, december' },
          date: '2026-12-15',
        },
      ],
      { previous: { ask: 'setDate' } },
    ],
    [
      'oh and kayaking',
      [{ kind: 'add', item: { words: 'kayaking', context: 'kayaking' }, phrase: 'kayaking' }],
      { previous: { ask: 'add' } },
    ],
    [
      'plus learn to juggle',
      [{ kind: 'add', item: { words: 'learn to juggle', context: 'learn to juggle' }, phrase: 'learn to juggle' }],
      { previous: { ask: 'add' } },
    ],
    [
      'and the novel',
      [{ kind: 'unclear', item: { words: 'novel', context: 'the novel' } }],
      { previous: { ask: 'checkin' } },
    ],
    [
      'add the second one',
      [{ kind: 'add', item: { card: 2 }, phrase: 'second' }],
      { previous: { cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] } },
    ],
    [
      'add the first and third',
      [{ kind: 'add', item: { card: 1 }, phrase: 'first and third' }],
      { previous: { cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] } },
    ],
    [
      'add both of them',
      [{ kind: 'add', item: { card: 1 }, phrase: 'both of them' }],
      { previous: { cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] } },
    ],
    [
      'add all three',
      [{ kind: 'add', item: { card: 1 }, phrase: 'all three' }],
      { previous: { cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] } },
    ],
    [
      'tick off the third idea',
      [{ kind: 'tickItem', item: { card: 3 } }],
      { previous: { cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] } },
    ],
    [
      'add the second one',
      [{ kind: 'add', item: { words: 'second', context: 'add the second one' }, phrase: 'second' }],
    ],
    [
      'remind me to book it',
      [{ kind: 'remind', item: { it: true, context: 'remind me to book it' }, step: { words: 'book' } }],
    ],
    ['remind me the week before', [{ kind: 'remind', item: { it: true }, phrase: 'week before' }]],
    ['remind me the night before', [{ kind: 'remind', item: { it: true }, phrase: 'night before', time: '18:00' }]],
    ['remind me on the day', [{ kind: 'remind', item: { it: true }, phrase: 'due' }]],
    ['cancel the second', [{ kind: 'cancelReminder', reminder: { card: 2 } }], { previous: { ask: 'listReminders' } }],
    ['delete the 1st', [{ kind: 'cancelReminder', reminder: { card: 1 } }], { previous: { ask: 'listReminders' } }],
    [
      'remove the one i made earlier',
      [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }],
      { previous: { ask: 'listReminders' } },
    ],
    ['stop it', [{ kind: 'cancelReminder', reminder: { it: true } }], { previous: { ask: 'listReminders' } }],
    [
      'bump it to 9am',
      [{ kind: 'moveReminder', reminder: { it: true }, time: '09:00' }],
      { previous: { ask: 'moveReminder' } },
    ],
    [
      'clear the gym one',
      [{ kind: 'cancelReminder', reminder: { words: 'gym' } }],
      { previous: { ask: 'cancelReminder' } },
    ],
    ['cancel the reminder i set earlier', [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }]],
    ['delete the running reminder', [{ kind: 'cancelReminder', reminder: { words: 'running' } }]],
    ['switch off the piano reminder', [{ kind: 'cancelReminder', reminder: { words: 'piano' } }]],
    ['no need to remind me about the gym', [{ kind: 'cancelReminder', reminder: { words: 'gym' } }]],
    ['change my reminder to half past 7', [{ kind: 'moveReminder', reminder: { it: true }, time: '19:30' }]],
    [
      'undo, i meant add surfing',
      [{ kind: 'undo', phrase: 'add surfing', item: { words: 'surfing', context: 'add surfing' } }],
    ],
    [
      'wrong one, i meant the half',
      [{ kind: 'undo', phrase: 'the half', item: { words: 'half', context: 'the half' } }],
    ],
    [
      'oops not that one, the spanish one',
      [{ kind: 'undo', phrase: 'the spanish one', item: { words: 'spanish', context: 'the spanish one' } }],
    ],
    ['no wait, tick the first step', [{ kind: 'undo' }, { kind: 'tickStep', step: { index: 0 }, item: { it: true } }]],
    ['not that, i meant rome', [{ kind: 'undo', phrase: 'rome', item: { words: 'rome', context: 'the rome' } }]],
    [
      'i meant the marathon',
      [{ kind: 'undo', phrase: 'the marathon', item: { words: 'marathon', context: 'the marathon' } }],
    ],
    ["that's wrong", [{ kind: 'undo' }]],
    ['take that back', [{ kind: 'undo' }]],
    ['revert it', [{ kind: 'undo' }]],
    ['change it back', [{ kind: 'undo' }]],
    ["i didn't mean that", [{ kind: 'undo' }]],
    ['whoops', [{ kind: 'undo' }]],
    [
      'ticked off the surf lesson',
      [{ kind: 'tickItem', item: { words: 'surf lesson', context: 'ticked off the surf lesson' } }],
    ],
    [
      'checked off my first marathon',
      [{ kind: 'tickItem', item: { words: 'first marathon', context: 'checked off my first marathon' } }],
    ],
    [
      'crossed off the pottery class',
      [{ kind: 'tickItem', item: { words: 'pottery class', context: 'crossed off the pottery class' } }],
    ],
    ["i've done the camino", [{ kind: 'tickItem', item: { words: 'camino', context: "i've done the camino" } }]],
    [
      "we've booked the hotel",
      [
        {
          kind: 'tickStep',
          item: { words: 'hotel', context: "we've booked the hotel" },
          step: { words: 'booked hotel' },
        },
      ],
    ],
    [
      'i have finished the novel',
      [{ kind: 'tickItem', item: { words: 'novel', context: 'i have finished the novel' } }],
    ],
    [
      'just finished the 5k yesterday',
      [{ kind: 'tickItem', item: { words: '5k', context: 'finished the 5k yesterday' } }],
    ],
    [
      'already climbed snowdon',
      [{ kind: 'tickItem', item: { words: 'climbed snowdon', context: 'already climbed snowdon' } }],
    ],
    [
      'officially signed up for the marathon',
      [
        {
          kind: 'tickStep',
          item: { words: 'marathon', context: 'officially signed up for the marathon' },
          step: { words: 'signed up marathon' },
        },
      ],
    ],
    [
      'finally hiked ben nevis',
      [{ kind: 'tickItem', item: { words: 'hiked ben nevis', context: 'finally hiked ben nevis' } }],
    ],
    [
      'we cycled from london to paris',
      [{ kind: 'tickItem', item: { words: 'cycled from london to paris', context: 'we cycled from london to paris' } }],
    ],
    [
      'i saw the northern lights!!',
      [{ kind: 'tickItem', item: { words: 'saw the northern lights', context: 'i saw the northern lights!!' } }],
    ],
    [
      'went to the opera last night',
      [{ kind: 'tickItem', item: { words: 'went to the opera', context: 'went to the opera last night' } }],
    ],
    [
      'did my first parkrun today',
      [{ kind: 'tickItem', item: { words: 'first parkrun', context: 'did my first parkrun today' } }],
    ],
    [
      'nailed my first pull up',
      [{ kind: 'tickItem', item: { words: 'first pull up', context: 'nailed my first pull up' } }],
    ],
    [
      'passed my driving test',
      [{ kind: 'tickItem', item: { words: 'driving test', context: 'passed my driving test' } }],
    ],
    [
      "i've registered for the half",
      [
        {
          kind: 'tickStep',
          item: { words: 'half', context: "i've registered for the half" },
          step: { words: 'registered half' },
        },
      ],
    ],
    [
      'bought the wetsuit',
      [
        {
          kind: 'tickStep',
          item: { words: 'wetsuit', context: 'bought the wetsuit' },
          step: { words: 'bought wetsuit' },
        },
      ],
    ],
    [
      'paid for the course',
      [{ kind: 'tickStep', item: { words: 'course', context: 'paid for the course' }, step: { words: 'paid course' } }],
    ],
    ['just bought it', [{ kind: 'tickStep', item: { it: true, context: 'bought it' }, step: { words: 'bought' } }]],
    ['i booked it', [{ kind: 'tickStep', item: { it: true, context: 'i booked it' }, step: { words: 'booked' } }]],
    [
      'booked it today',
      [{ kind: 'tickStep', item: { it: true, context: 'booked it today' }, step: { words: 'booked' } }],
    ],
    [
      'enrolled in a pottery class',
      [
        {
          kind: 'tickStep',
          item: { words: 'pottery class', context: 'enrolled in a pottery class' },
          step: { words: 'enrolled pottery class' },
        },
      ],
    ],
    [
      'guess what, ran a marathon',
      [{ kind: 'tickItem', item: { words: 'ran a marathon', context: 'guess what, ran a marathon' } }],
    ],
    ['yay finished the novel', [{ kind: 'tickItem', item: { words: 'novel', context: 'yay finished the novel' } }]],
    ['all done', [{ kind: 'tickItem', item: { it: true } }]],
    ['finished!', [{ kind: 'tickItem', item: { it: true } }]],
    [
      'the flights are booked',
      [
        {
          kind: 'tickStep',
          item: { words: 'flights', context: 'the flights are booked' },
          step: { words: 'booked flights' },
        },
      ],
    ],
    [
      "i haven't booked the flights yet",
      [{ kind: 'unclear', item: { it: true, context: "i haven't booked the flights yet" } }],
    ],
    ["i didn't do the run", [{ kind: 'unclear', item: { it: true, context: "i didn't do the run" } }]],
    [
      'i still have to book the flights',
      [{ kind: 'unclear', item: { it: true, context: 'i still have to book the flights' } }],
    ],
    [
      "i'm gonna book the flights tomorrow",
      [
        {
          kind: 'plan',
          item: { words: 'book the flights', context: "i'm gonna book the flights tomorrow" },
          phrase: 'book the flights',
          date: '2026-03-11',
        },
      ],
    ],
    [
      'i plan to visit rome next month',
      [
        {
          kind: 'plan',
          item: { words: 'visit rome', context: 'i plan to visit rome next month' },
          phrase: 'visit rome',
          date: '2026-04-01',
        },
      ],
    ],
    [
      'does it tick off the marathon?',
      [{ kind: 'tickItem', confirm: true, item: { words: 'marathon', context: 'does it tick off the marathon?' } }],
    ],
    [
      "i haven't touched it, but i did finally finish the novel",
      [
        {
          kind: 'tickItem',
          item: { words: 'finish the novel', context: "i haven't touched it, but i did finally finish the novel" },
        },
      ],
    ],
    ['tick the 3rd task', [{ kind: 'tickStep', step: { index: 2 }, item: { it: true } }]],
    [
      'done the first bit of the guitar plan',
      [
        {
          kind: 'tickStep',
          step: { index: 0 },
          item: { words: 'guitar plan', context: 'done the first bit of the guitar plan' },
        },
      ],
    ],
    ['mark the final step as done', [{ kind: 'tickStep', step: { index: -1 }, item: { it: true } }]],
    ['tick off the fourth one', [{ kind: 'tickStep', step: { index: 3 }, item: { it: true } }]],
    ['finished step one', [{ kind: 'tickStep', step: { index: 0 }, item: { it: true } }]],
    ['ticked step five', [{ kind: 'tickStep', step: { index: 4 }, item: { it: true } }]],
    ['did the second thing on my plan', [{ kind: 'tickStep', step: { index: 1 }, item: { it: true } }]],
    ['mark that finished', [{ kind: 'tickItem', item: { it: true, context: 'mark that finished' } }]],
    ['tick this', [{ kind: 'tickItem', item: { it: true, context: 'tick this' } }]],
    [
      'marked the novel as finished',
      [{ kind: 'tickItem', item: { words: 'novel', context: 'marked the novel as finished' } }],
    ],
    ['untick it', [{ kind: 'untickStep', item: { it: true, context: 'untick it' } }]],
    ['un-tick the marathon', [{ kind: 'untickStep', item: { words: 'marathon', context: 'un-tick the marathon' } }]],
    ['mark it as not done', [{ kind: 'untickStep', item: { it: true } }]],
    ["it wasn't done", [{ kind: 'untickStep', item: { it: true } }]],
    [
      'move it to next month',
      [{ kind: 'setDate', item: { it: true, context: 'move it to next month' }, date: '2026-04-01' }],
    ],
    [
      'push spanish to june',
      [{ kind: 'setDate', item: { words: 'spanish', context: 'push spanish to june' }, date: '2026-06-15' }],
    ],
    [
      'reschedule the marathon for october 12',
      [
        {
          kind: 'setDate',
          item: { words: 'marathon', context: 'reschedule the marathon for october 12' },
          date: '2026-10-12',
        },
      ],
    ],
    [
      'set a deadline of 1 may for the kayak trip',
      [
        {
          kind: 'setDate',
          item: { words: 'kayak trip', context: 'set a deadline of 1 may for the kayak trip' },
          date: '2026-05-01',
        },
      ],
    ],
    [
      'update the deadline to friday',
      [{ kind: 'setDate', item: { it: true, context: 'update the deadline to friday' }, date: '2026-03-13' }],
    ],
    [
      'can you move surfing back two weeks',
      [{ kind: 'setDate', item: { words: 'surfing', context: 'can you move surfing back two weeks' }, shift: 14 }],
    ],
    [
      'shift it forward 3 days',
      [{ kind: 'setDate', item: { it: true, context: 'shift it forward 3 days' }, shift: -3 }],
    ],
    [
      'move the trip earlier by a month',
      [{ kind: 'setDate', item: { words: 'trip', context: 'move the trip earlier by a month' }, shift: -30 }],
    ],
    ['bump it back a day', [{ kind: 'setDate', item: { it: true, context: 'bump it back a day' }, shift: 1 }]],
    [
      'i want to finish the novel by christmas',
      [
        {
          kind: 'setDate',
          item: { words: 'finish the novel', context: 'i want to finish the novel by christmas' },
          date: '2026-12-25',
        },
      ],
    ],
    [
      "i'm hoping to visit japan in 2 years",
      [
        {
          kind: 'setDate',
          item: { words: 'visit japan', context: "i'm hoping to visit japan in 2 years" },
          date: '2028-03-10',
        },
      ],
    ],
    [
      'aiming to run the half by may',
      [
        {
          kind: 'setDate',
          item: { words: 'run the half', context: 'aiming to run the half by may' },
          date: '2026-05-01',
        },
      ],
    ],
    [
      'set the date for my birthday trip to june',
      [
        {
          kind: 'setDate',
          item: { words: 'birthday trip', context: 'set the date for my birthday trip to june' },
          phrase: 'which day',
          date: '2026-06-15',
        },
      ],
    ],
    [
      'drop the deadline for the novel',
      [{ kind: 'setDate', item: { words: 'novel', context: 'drop the deadline for the novel' }, clearDate: true }],
    ],
    [
      'move step 3 to next week',
      [
        {
          kind: 'setDate',
          step: { index: 2 },
          item: { it: true, context: 'move step 3 to next week' },
          date: '2026-03-16',
        },
      ],
    ],
    [
      'push the first step to monday',
      [
        {
          kind: 'setDate',
          step: { index: 0 },
          item: { it: true, context: 'push the first step to monday' },
          date: '2026-03-16',
        },
      ],
    ],
    [
      'help me plan the novel by december',
      [
        {
          kind: 'plan',
          item: { words: 'novel', context: 'help me plan the novel by december' },
          phrase: 'novel',
          date: '2026-12-01',
        },
      ],
    ],
    [
      'plan out my trip to iceland',
      [
        {
          kind: 'plan',
          item: { words: 'trip to iceland', context: 'plan out my trip to iceland' },
          phrase: 'trip to iceland',
        },
      ],
    ],
    [
      'planning for the marathon',
      [{ kind: 'plan', item: { words: 'marathon', context: 'planning for the marathon' }, phrase: 'marathon' }],
    ],
    [
      'steps to learn italian',
      [{ kind: 'plan', item: { words: 'learn italian', context: 'steps to learn italian' }, phrase: 'learn italian' }],
    ],
    [
      'get me ready for the half',
      [{ kind: 'plan', item: { words: 'half', context: 'get me ready for the half' }, phrase: 'half' }],
    ],
    [
      'training for the ironman',
      [{ kind: 'plan', item: { words: 'ironman', context: 'training for the ironman' }, phrase: 'ironman' }],
    ],
    [
      'prepare for my driving test',
      [
        {
          kind: 'plan',
          item: { words: 'driving test', context: 'prepare for my driving test' },
          phrase: 'driving test',
        },
      ],
    ],
    [
      'how would i go about learning to sail',
      [
        {
          kind: 'plan',
          item: { words: 'learning to sail', context: 'how would i go about learning to sail' },
          phrase: 'learning to sail',
        },
      ],
    ],
    [
      'how can i start with pottery',
      [{ kind: 'plan', item: { words: 'pottery', context: 'how can i start with pottery' }, phrase: 'pottery' }],
    ],
    [
      'help me achieve my reading goal',
      [
        {
          kind: 'plan',
          item: { words: 'reading goal', context: 'help me achieve my reading goal' },
          phrase: 'reading goal',
        },
      ],
    ],
    [
      'help me finally learn to swim',
      [
        {
          kind: 'plan',
          item: { words: 'learn to swim', context: 'help me finally learn to swim' },
          phrase: 'learn to swim',
        },
      ],
    ],
    [
      'make a plan for running a 5k',
      [
        {
          kind: 'plan',
          item: { words: 'running a 5k', context: 'make a plan for running a 5k' },
          phrase: 'running a 5k',
        },
      ],
    ],
    [
      "i'm hoping to run a marathon in 6 months",
      [
        {
          kind: 'setDate',
          item: { words: 'run a marathon', context: "i'm hoping to run a marathon in 6 months" },
          date: '2026-09-10',
        },
      ],
    ],
    [
      "what's the plan for spanish",
      [{ kind: 'plan', item: { words: 'spanish', context: "what's the plan for spanish" }, phrase: 'spanish' }],
    ],
    [
      'i want to see the northern lights by next winter',
      [
        {
          kind: 'setDate',
          item: { words: 'see the northern lights', context: 'i want to see the northern lights by next winter' },
          date: '2026-12-21',
        },
      ],
    ],
    ['how do i get started', [{ kind: 'plan', item: { it: true, context: 'how do i get started' } }]],
    [
      'is it realistic to learn japanese in a year',
      [
        {
          kind: 'feasible',
          item: { words: 'learn japanese', context: 'is it realistic to learn japanese in a year' },
          date: '2027-03-10',
          shift: 365,
        },
      ],
    ],
    [
      'is 6 weeks long enough for a half marathon',
      [
        {
          kind: 'feasible',
          item: { words: 'half marathon', context: 'is 6 weeks long enough for a half marathon' },
          shift: 42,
        },
      ],
    ],
    [
      'would 2 months be enough time for the 10k',
      [{ kind: 'feasible', item: { words: '10k', context: 'would 2 months be enough time for the 10k' }, shift: 60 }],
    ],
    [
      'can i learn to swim within 3 months',
      [
        {
          kind: 'feasible',
          item: { words: 'learn to swim', context: 'can i learn to swim within 3 months' },
          shift: 90,
        },
      ],
    ],
    [
      'could i really climb kilimanjaro in four weeks',
      [
        {
          kind: 'feasible',
          item: { words: 'climb kilimanjaro', context: 'could i really climb kilimanjaro in four weeks' },
          date: '2026-04-07',
          shift: 28,
        },
      ],
    ],
    ['is it doable', [{ kind: 'feasible', item: { it: true, context: 'is it doable' } }]],
    [
      'can i run the marathon by april',
      [
        {
          kind: 'feasible',
          item: { words: 'run the marathon', context: 'can i run the marathon by april' },
          date: '2026-04-01',
        },
      ],
    ],
    ['are 10 days enough', [{ kind: 'feasible', item: { it: true, context: 'are 10 days enough' }, shift: 10 }]],
    [
      'is 1 week achievable for the 5k',
      [{ kind: 'feasible', item: { words: '5k', context: 'is 1 week achievable for the 5k' }, shift: 7 }],
    ],
    ["how's my guitar going", [{ kind: 'progress', item: { words: 'guitar', context: "how's my guitar going" } }]],
    [
      'how is the spanish progressing',
      [{ kind: 'progress', item: { words: 'spanish', context: 'how is the spanish progressing' } }],
    ],
    [
      'how are the swimming lessons coming on',
      [{ kind: 'progress', item: { words: 'swimming lessons', context: 'how are the swimming lessons coming on' } }],
    ],
    [
      'am i on track with my reading goal',
      [{ kind: 'progress', item: { words: 'reading goal', context: 'am i on track with my reading goal' } }],
    ],
    [
      'how many steps remaining for the marathon',
      [{ kind: 'progress', item: { words: 'marathon', context: 'how many steps remaining for the marathon' } }],
    ],
    [
      'how many steps to go on japan',
      [{ kind: 'progress', item: { words: 'japan', context: 'how many steps to go on japan' } }],
    ],
    ['how long is that', [{ kind: 'progress', item: { it: true, context: 'how long is that' } }]],
    ['how many weeks left', [{ kind: 'progress', item: { it: true, context: 'how many weeks left' } }]],
    ['how many have i done', [{ kind: 'progress' }]],
    ['have i done anything this month', [{ kind: 'progress' }]],
    ['what have i ticked off', [{ kind: 'progress' }]],
    ['my progresss', [{ kind: 'progress' }]],
    ['am i getting anywhere', [{ kind: 'progress' }]],
    ['am i doing ok', [{ kind: 'progress' }]],
    ['how much of my list is done', [{ kind: 'progress' }]],
    ["what's my progress", [{ kind: 'progress' }]],
    ['give me a recap', [{ kind: 'progress' }]],
    ['status update pls', [{ kind: 'progress' }]],
    ['where am i at with everything', [{ kind: 'progress' }]],
    ['how far along am i', [{ kind: 'progress' }]],
    [
      'what day is the marathon',
      [{ kind: 'progress', item: { words: 'marathon', context: 'what day is the marathon' } }],
    ],
    ['what date is my trip', [{ kind: 'progress', item: { words: 'trip', context: 'what date is my trip' } }]],
    ['how long until the race', [{ kind: 'progress', item: { words: 'race', context: 'how long until the race' } }]],
    [
      'so when would i do the first step',
      [{ kind: 'progress', item: { it: true, context: 'when would i do the first step' } }],
    ],
    ['what day should i start', [{ kind: 'progress', item: { it: true, context: 'what day should i start' } }]],
    [
      'should i give up on the novel?',
      [{ kind: 'remove', confirm: true, item: { words: 'novel', context: 'should i give up on the novel?' } }],
    ],
    [
      'should i just ditch it',
      [{ kind: 'remove', confirm: true, item: { it: true, context: 'should i just ditch it' } }],
    ],
    [
      'should i drop surfing',
      [{ kind: 'remove', confirm: true, item: { words: 'surfing', context: 'should i drop surfing' } }],
    ],
    [
      'does that count as the 10k too lol',
      [{ kind: 'tickItem', confirm: true, item: { words: '10k', context: 'does that count as the 10k too lol' } }],
    ],
    [
      'would it also cover the swim',
      [{ kind: 'tickItem', confirm: true, item: { words: 'swim', context: 'would it also cover the swim' } }],
    ],
    [
      'will this work towards the half',
      [{ kind: 'tickItem', confirm: true, item: { words: 'half', context: 'will this work towards the half' } }],
    ],
    [
      'can it count for spanish as well',
      [{ kind: 'tickItem', confirm: true, item: { words: 'spanish', context: 'can it count for spanish as well' } }],
    ],
    [
      "i don't really want to do the marathon anymore",
      [{ kind: 'remove', item: { words: 'marathon', context: "i don't really want to do the marathon anymore" } }],
    ],
    [
      'i no longer want to learn piano',
      [{ kind: 'remove', item: { words: 'learn piano', context: 'i no longer want to learn piano' } }],
    ],
    ['scrap the novel', [{ kind: 'remove', item: { words: 'novel', context: 'scrap the novel' } }]],
    [
      'ditch surfing from the list',
      [{ kind: 'remove', item: { words: 'surfing', context: 'ditch surfing from the list' } }],
    ],
    [
      'add surfing, add kayaking, add sailing, add climbing',
      [
        { kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' },
        { kind: 'add', item: { words: 'kayaking', context: 'add kayaking' }, phrase: 'kayaking' },
        { kind: 'add', item: { words: 'sailing', context: 'add sailing' }, phrase: 'sailing' },
      ],
    ],
    [
      'add surfing; remind me friday to book it',
      [
        { kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' },
        { kind: 'remind', item: { it: true, context: 'surfing' }, step: { words: 'book' }, date: '2026-03-13' },
      ],
    ],
    [
      'i booked the lesson. set the date to saturday',
      [
        {
          kind: 'tickStep',
          item: { words: 'lesson', context: 'i booked the lesson' },
          step: { words: 'booked lesson' },
        },
        { kind: 'setDate', item: { it: true, context: 'lesson' }, date: '2026-03-14' },
      ],
    ],
    [
      'ok, thanks! remind me tomorrow to call mum',
      [{ kind: 'remind', item: { words: 'call mum', context: 'remind me tomorrow to call mum' }, date: '2026-03-11' }],
    ],
    [
      'hey! add skydiving to my list',
      [{ kind: 'add', item: { words: 'skydiving', context: 'add skydiving to my list' }, phrase: 'skydiving' }],
    ],
    ["lol ok. what's next", [{ kind: 'next' }]],
    [
      "add rome. also what's the weather in rome",
      [{ kind: 'add', item: { words: 'rome', context: 'add rome' }, phrase: 'rome' }],
    ],
    ['ok. thanks', [{ kind: 'thanks' }], { planWaiting: true }],
    [
      'i ran the half, and then plan the full marathon',
      [
        { kind: 'tickItem', item: { words: 'ran the half', context: 'i ran the half' } },
        { kind: 'plan', item: { words: 'full marathon', context: 'plan the full marathon' }, phrase: 'full marathon' },
      ],
    ],
    [
      '<b>add</b> surfing to my list',
      [{ kind: 'add', item: { words: 'surfing', context: 'add surfing to my list' }, phrase: 'surfing' }],
    ],
    [
      'please <script>alert("x")</script> add yoga',
      [{ kind: 'add', item: { words: 'yoga', context: 'add yoga' }, phrase: 'yoga' }],
    ],
    ['<a href="x">click</a>', [{ kind: 'unclear', phrase: 'markup' }]],
    ['hola, quiero aprender a bailar salsa este año', [{ kind: 'foreign', language: 'spa' }]],
    ['bonjour, je veux apprendre le piano', [{ kind: 'foreign', language: 'fra' }]],
    ['danke', [{ kind: 'thanks' }]],
    ['obrigada!', [{ kind: 'thanks' }]],
    ['grazie mille', [{ kind: 'thanks' }]],
    ['arigato', [{ kind: 'thanks' }]],
    ['dziękuję', [{ kind: 'thanks' }]],
    [
      "what's the temperature in reykjavik",
      [{ kind: 'outOfScope', topic: 'weather', item: { it: true, context: "what's the temperature in reykjavik" } }],
    ],
    [
      'is it going to snow this weekend',
      [{ kind: 'outOfScope', topic: 'weather', item: { it: true, context: 'is it going to snow this weekend' } }],
    ],
    [
      'how much does a ticket cost',
      [{ kind: 'outOfScope', topic: 'prices', item: { it: true, context: 'how much does a ticket cost' } }],
    ],
    [
      "what's the exchange rate",
      [{ kind: 'outOfScope', topic: 'prices', item: { it: true, context: "what's the exchange rate" } }],
    ],
    [
      'could you please reserve a table',
      [{ kind: 'outOfScope', topic: 'booking', item: { it: true, context: 'could you please reserve a table' } }],
    ],
    [
      'do the booking for me',
      [{ kind: 'outOfScope', topic: 'booking', item: { it: true, context: 'do the booking for me' } }],
    ],
    [
      'what is sarah doing on her list',
      [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: 'what is sarah doing on her list' } }],
    ],
    [
      "show me tom's list",
      [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: "show me tom's list" } }],
    ],
    [
      "log into my wife's account",
      [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: "log into my wife's account" } }],
    ],
    [
      'my knee aches after running',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'my knee aches after running' } }],
    ],
    ['my back hurts', [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'my back hurts' } }]],
    [
      'should i go to my gp',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'should i go to my gp' } }],
    ],
    [
      "what's the right dosage",
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: "what's the right dosage" } }],
    ],
    [
      'can my asthma handle a marathon?',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'can my asthma handle a marathon?' } }],
    ],
    [
      'i have diabetes, can i do the trek?',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'i have diabetes, can i do the trek?' } }],
    ],
    ['be kinder', [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['go easy on me', [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['be more supportive', [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['more numbers and dates please', [{ kind: 'style', style: 'goal_oriented' }]],
    ['i prefer data driven', [{ kind: 'style', style: 'goal_oriented' }]],
    ['be brutal', [{ kind: 'style', style: 'tough_love' }]],
    ['drill sergeant mode', [{ kind: 'style', style: 'tough_love' }]],
    ['less harsh please', [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['stop being so soft', [{ kind: 'style' }]],
    ['who are you', [{ kind: 'smallTalk', phrase: 'who are you' }]],
    ['are you a bot', [{ kind: 'smallTalk', phrase: 'are you a bot' }]],
    ['what do you do', [{ kind: 'smallTalk', phrase: 'what do you do' }]],
    ['sup', [{ kind: 'smallTalk', phrase: 'sup' }]],
    ['howdy', [{ kind: 'smallTalk', phrase: 'howdy' }]],
    ['hmm', [{ kind: 'smallTalk', phrase: 'hmm' }]],
    ['haha', [{ kind: 'smallTalk', phrase: 'haha' }]],
    ['nice one', [{ kind: 'smallTalk', phrase: 'nice one' }]],
    ['sounds good', [{ kind: 'smallTalk', phrase: 'sounds good' }]],
    ['bye', [{ kind: 'smallTalk', phrase: 'bye' }]],
    ['good night', [{ kind: 'smallTalk', phrase: 'good night' }]],
    ['not much', [{ kind: 'smallTalk', phrase: 'not much' }]],
    [
      '#3',
      [{ kind: 'choose', item: { card: 3 } }],
      {
        previous: {
          pending: { ask: { kind: 'tickItem' }, field: 'item' },
          cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
        },
      },
    ],
    [
      'the third one please',
      [{ kind: 'choose', item: { card: 3 } }],
      {
        previous: {
          pending: { ask: { kind: 'tickItem' }, field: 'item' },
          cards: [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
        },
      },
    ],
    [
      "it's the italian one",
      [{ kind: 'choose', item: { words: 'italian', context: "it's the italian one" } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    [
      'oh the surfing one - the lesson',
      [{ kind: 'choose', item: { words: 'surfing', context: 'the surfing one' } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    [
      'the novel, by friday',
      [{ kind: 'choose', item: { words: 'novel', context: 'the novel' }, date: '2026-03-13' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'item' } } },
    ],
    [
      'i meant the novel',
      [{ kind: 'choose', item: { words: 'novel', context: 'i meant the novel' } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    [
      'mark everything done',
      [{ kind: 'tickItem', item: { words: 'everything', context: 'mark everything done' } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
    [
      'the one about booking',
      [{ kind: 'choose', step: { words: 'the one about booking' } }],
      { previous: { pending: { ask: { kind: 'tickStep' }, field: 'step' } } },
    ],
    [
      'something with horses',
      [{ kind: 'choose', item: { words: 'something with horses', context: 'something with horses' } }],
      { previous: { pending: { ask: { kind: 'add' }, field: 'what' } } },
    ],
    [
      'i think friday',
      [{ kind: 'choose', date: '2026-03-13' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    [
      'at 6pm',
      [{ kind: 'choose', time: '18:00' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    ['no', [{ kind: 'choose', phrase: 'no' }], { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } }],
    [
      'the gym one',
      [{ kind: 'choose', item: { words: 'gym', context: 'the gym one' } }],
      { previous: { pending: { ask: { kind: 'remind' }, field: 'reminder' } } },
    ],
    [
      'ok do it',
      [{ kind: 'choose', phrase: 'yes' }],
      { previous: { pending: { ask: { kind: 'remove' }, field: 'confirm' } } },
    ],
    [
      'yeah go ahead',
      [{ kind: 'choose', phrase: 'yes' }],
      { previous: { pending: { ask: { kind: 'remove' }, field: 'confirm' } } },
    ],
    [
      'never mind',
      [{ kind: 'choose', phrase: 'no' }],
      { previous: { pending: { ask: { kind: 'remove' }, field: 'confirm' } } },
    ],
    [
      'the tough one',
      [{ kind: 'style', style: 'tough_love' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'focus on goals',
      [{ kind: 'style', style: 'goal_oriented' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'gentle',
      [{ kind: 'style', style: 'gentle_encouragement' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'be nice',
      [{ kind: 'style', style: 'gentle_encouragement' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'harsh',
      [{ kind: 'style', style: 'tough_love' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    [
      'more soft',
      [{ kind: 'style', style: 'gentle_encouragement' }],
      { previous: { pending: { ask: { kind: 'style' }, field: 'item' } } },
    ],
    ['then what', [{ kind: 'next' }], { previous: { ask: 'next' } }],
    [
      'can you make it 10am',
      [{ kind: 'moveReminder', reminder: { it: true }, time: '10:00' }],
      { previous: { ask: 'remind', reminderId: 'r1' } },
    ],
    [
      'how about thursday',
      [{ kind: 'moveReminder', reminder: { it: true }, date: '2026-03-12' }],
      { previous: { ask: 'remind', reminderId: 'r1' } },
    ],
    [
      'change the spanish one to tomorrow',
      [{ kind: 'moveReminder', reminder: { words: 'spanish' }, date: '2026-03-11' }],
      { previous: { ask: 'listReminders' } },
    ],
    ['drop the 2nd', [{ kind: 'cancelReminder', reminder: { card: 2 } }], { previous: { ask: 'listReminders' } }],
    ['remove the third', [{ kind: 'cancelReminder', reminder: { card: 3 } }], { previous: { ask: 'listReminders' } }],
    [
      'and for the half',
      [{ kind: 'feasible', item: { words: 'half', context: 'for the half' } }],
      { previous: { ask: 'feasible' } },
    ],
    [
      'what about the marathon?',
      [{ kind: 'plan', item: { words: 'marathon', context: 'what about the marathon?' } }],
      { previous: { ask: 'plan' } },
    ],
    ["don't add it", [{ kind: 'rejectPlan' }], { previous: { ask: 'plan' } }],
    ['nope', [{ kind: 'rejectPlan' }], { previous: { ask: 'stuck' } }],
    ['save the plan', [{ kind: 'acceptPlan' }], { previous: { ask: 'plan' } }],
    ['go with that', [{ kind: 'acceptPlan' }], { previous: { ask: 'plan' } }],
    ['yeah do it', [{ kind: 'acceptPlan' }], { previous: { ask: 'plan' } }],
    ['keep your plan', [{ kind: 'acceptPlan' }], { previous: { ask: 'plan' } }],
    [
      'remind me to start on monday',
      [{ kind: 'remind', item: { words: 'start', context: 'remind me to start on monday' }, date: '2026-03-16' }],
      { previous: { ask: 'plan' } },
    ],
    [
      'add learn to surf to my bucketlist',
      [
        {
          kind: 'add',
          item: { words: 'learn to surf', context: 'add learn to surf to my bucketlist' },
          phrase: 'learn to surf',
        },
      ],
    ],
    [
      'add visit iceland to the lifelist',
      [
        {
          kind: 'add',
          item: { words: 'visit iceland', context: 'add visit iceland to the lifelist' },
          phrase: 'visit iceland',
        },
      ],
    ],
    [
      'add hike the west highland way this summer',
      [
        {
          kind: 'add',
          item: { words: 'hike the west highland way', context: 'add hike the west highland way this summer' },
          phrase: 'hike the west highland way',
        },
        // The target said with it is the new item's date.
        { kind: 'setDate', item: { it: true }, date: '2026-06-30' },
      ],
    ],
    [
      'add go to a festival by june',
      [
        {
          kind: 'add',
          item: { words: 'go to a festival', context: 'add go to a festival by june' },
          phrase: 'go to a festival',
        },
        // The target said with it is the new item's date.
        { kind: 'setDate', item: { it: true }, date: '2026-06-01' },
      ],
    ],
    [
      'add see a ballet in the spring',
      [
        {
          kind: 'add',
          item: { words: 'see a ballet', context: 'add see a ballet in the spring' },
          phrase: 'see a ballet',
        },
        // The target said with it is the new item's date.
        { kind: 'setDate', item: { it: true }, date: '2026-03-31' },
      ],
    ],
    [
      'add "ride a camel" please',
      [{ kind: 'add', item: { words: 'ride a camel', context: 'add "ride a camel" please' }, phrase: 'ride a camel' }],
    ],
    [
      'add skydiving pls',
      [{ kind: 'add', item: { words: 'skydiving', context: 'add skydiving pls' }, phrase: 'skydiving' }],
    ],
    [
      'add kayaking too',
      [{ kind: 'add', item: { words: 'kayaking', context: 'add kayaking too' }, phrase: 'kayaking' }],
    ],
    ['add yoga now', [{ kind: 'add', item: { words: 'yoga', context: 'add yoga now' }, phrase: 'yoga' }]],
    [
      'add climb a volcano again',
      [
        {
          kind: 'add',
          item: { words: 'climb a volcano', context: 'add climb a volcano again' },
          phrase: 'climb a volcano',
        },
      ],
    ],
    [
      'add try sushi for me',
      [{ kind: 'add', item: { words: 'try sushi', context: 'add try sushi for me' }, phrase: 'try sushi' }],
    ],
    [
      'add watch the sunrise tho',
      [
        {
          kind: 'add',
          item: { words: 'watch the sunrise', context: 'add watch the sunrise tho' },
          phrase: 'watch the sunrise',
        },
      ],
    ],
    [
      'add learn to draw, it would be fun',
      [
        {
          kind: 'add',
          item: { words: 'learn to draw', context: 'add learn to draw, it would be fun' },
          phrase: 'learn to draw',
        },
      ],
    ],
    [
      'add run a marathon, because why not',
      [
        {
          kind: 'add',
          item: { words: 'run a marathon', context: 'add run a marathon, because why not' },
          phrase: 'run a marathon',
        },
      ],
    ],
    [
      'add visit machu picchu - always wanted to',
      [
        {
          kind: 'add',
          item: { words: 'visit machu picchu', context: 'add visit machu picchu - always wanted to' },
          phrase: 'visit machu picchu',
        },
      ],
    ],
    [
      'add go to berlin; thanks',
      [{ kind: 'add', item: { words: 'go to berlin', context: 'add go to berlin; thanks' }, phrase: 'go to berlin' }],
    ],
    [
      'add learn welsh since my nan speaks it',
      [
        {
          kind: 'add',
          item: { words: 'learn welsh', context: 'add learn welsh since my nan speaks it' },
          phrase: 'learn welsh',
        },
      ],
    ],
    [
      'add bungee jumping at the weekend',
      [
        {
          kind: 'add',
          item: { words: 'bungee jumping', context: 'add bungee jumping at the weekend' },
          phrase: 'bungee jumping',
        },
      ],
    ],
    [
      'add see a show in the evening',
      [{ kind: 'add', item: { words: 'see a show', context: 'add see a show in the evening' }, phrase: 'see a show' }],
    ],
    [
      'add cook a roast on sunday',
      [{ kind: 'add', item: { words: 'cook a roast', context: 'add cook a roast on sunday' }, phrase: 'cook a roast' }],
    ],
    [
      'add camping in a few weeks',
      [{ kind: 'add', item: { words: 'camping', context: 'add camping in a few weeks' }, phrase: 'camping' }],
    ],
    [
      'add stargazing at midnight',
      [{ kind: 'add', item: { words: 'stargazing', context: 'add stargazing at midnight' }, phrase: 'stargazing' }],
    ],
    [
      'add picnic at noon',
      [{ kind: 'add', item: { words: 'picnic', context: 'add picnic at noon' }, phrase: 'picnic' }],
    ],
    [
      'add swim with turtles on the 5th',
      [
        {
          kind: 'add',
          item: { words: 'swim with turtles', context: 'add swim with turtles on the 5th' },
          phrase: 'swim with turtles',
        },
      ],
    ],
    [
      'add read war and peace by the end of the year',
      [
        {
          kind: 'add',
          item: { words: 'read war and peace', context: 'add read war and peace by the end of the year' },
          phrase: 'read war and peace',
        },
        // The target said with it is the new item's date.
        { kind: 'setDate', item: { it: true }, date: '2026-12-31' },
      ],
    ],
    [
      'i finally ran a half marathon for the first time ever',
      [
        {
          kind: 'tickItem',
          item: { words: 'ran a half marathon', context: 'i finally ran a half marathon for the first time ever' },
        },
      ],
    ],
    [
      'just did my first skydive this morning',
      [{ kind: 'tickItem', item: { words: 'first skydive', context: 'did my first skydive this morning' } }],
    ],
    [
      'climbed snowdon at last',
      [{ kind: 'tickItem', item: { words: 'climbed snowdon', context: 'climbed snowdon at last' } }],
    ],
    [
      "i've just finished the book finally",
      [{ kind: 'tickItem', item: { words: 'book', context: "i've just finished the book finally" } }],
    ],
    [
      'finished the novel yesterday',
      [{ kind: 'tickItem', item: { words: 'novel', context: 'finished the novel yesterday' } }],
    ],
    [
      'we swam in the sea earlier',
      [{ kind: 'tickItem', item: { words: 'swam in the sea', context: 'we swam in the sea earlier' } }],
    ],
    [
      'ran the 10k last night',
      [{ kind: 'tickItem', item: { words: 'ran the 10k', context: 'ran the 10k last night' } }],
    ],
    [
      'did the pottery class too',
      [{ kind: 'tickItem', item: { words: 'pottery class', context: 'did the pottery class too' } }],
    ],
    ['done with the novel then', [{ kind: 'tickItem', item: { words: 'novel', context: 'done with the novel then' } }]],
    ['what should i do in march', [{ kind: 'next' }]],
    ['any ideas in my area', [{ kind: 'suggest', phrase: '', place: 'near me' }]],
    ['ideas around me', [{ kind: 'suggest', phrase: '', place: 'near me' }]],
    ['things to do in new york', [{ kind: 'suggest', phrase: 'in new york', place: 'in new york' }]],
    ['what can i do outside london', [{ kind: 'next', place: 'outside london' }]],
    ['what should i do near edinburgh', [{ kind: 'next', place: 'near edinburgh' }]],
    ['ideas for in the evening', [{ kind: 'suggest', phrase: 'in the evening' }]],
    ['what should i do today in paris', [{ kind: 'next', horizon: 'today', place: 'in paris' }]],
    [
      'suggest things to do this weekend in bath',
      [{ kind: 'suggest', phrase: 'this weekend in bath', horizon: 'weekend', place: 'in bath' }],
    ],
    ['i can only do weekends', [{ kind: 'unclear', item: { it: true, context: 'i can only do weekends' } }]],
    [
      'i can only make it on saturdays',
      [{ kind: 'plan', item: { it: true, context: 'i can only make it on saturdays' }, phrase: 'weekends' }],
      { previous: { ask: 'plan' } },
    ],
    [
      'i only have weeknights',
      [{ kind: 'plan', item: { it: true, context: 'i only have weeknights' }, phrase: 'weekdays' }],
      { previous: { ask: 'plan' } },
    ],
    ['any reminder for the marathon?', [{ kind: 'listReminders', item: { words: 'marathon' } }]],
    ['what reminders are set for spanish', [{ kind: 'listReminders', item: { words: 'spanish' } }]],
    ['do i have any reminders about the novel', [{ kind: 'listReminders', item: { words: 'novel' } }]],
    [
      'remind us to book the cabin',
      [{ kind: 'remind', item: { words: 'book the cabin', context: 'remind us to book the cabin' } }],
    ],
    [
      'remind me friday about the dentist',
      [
        {
          kind: 'remind',
          item: { words: 'dentist', context: 'remind me friday about the dentist' },
          date: '2026-03-13',
        },
      ],
    ],
    [
      'another reminder for sunday',
      [{ kind: 'remind', item: { it: true, context: 'another reminder for sunday' }, date: '2026-03-15' }],
      { previous: { ask: 'remind' } },
    ],
    [
      'another one about the gym tomorrow',
      [{ kind: 'remind', item: { words: 'gym', context: 'another one about the gym tomorrow' }, date: '2026-03-11' }],
      { previous: { ask: 'remind' } },
    ],
    ['other ideas', [{ kind: 'suggest', phrase: '' }], { previous: { ask: 'suggest' } }],
    ['any other options', [{ kind: 'suggest', phrase: '' }], { previous: { ask: 'suggest' } }],
    ['more ideas', [{ kind: 'suggest', phrase: '' }], { previous: { ask: 'suggest' } }],
    ['anything else?', [{ kind: 'suggest', phrase: '' }], { previous: { ask: 'suggest' } }],
    ['sth else', [{ kind: 'suggest', phrase: '' }], { previous: { ask: 'suggest' } }],
    ['maybe something outdoors', [{ kind: 'suggest', phrase: 'outdoors' }]],
    ['how about something with animals', [{ kind: 'suggest', phrase: 'with animals' }]],
    ['ok something cheap', [{ kind: 'suggest', phrase: 'cheap' }]],
    ['something new', [{ kind: 'suggest', phrase: 'new' }]],
    ['which style should i pick', [{ kind: 'style' }]],
    ['what coaching style do you have', [{ kind: 'style' }]],
    [
      'and my novel?',
      [{ kind: 'progress', item: { words: 'novel', context: 'my novel?' } }],
      { previous: { ask: 'progress' } },
    ],
    [
      'what about actually going to spain',
      [{ kind: 'progress', item: { words: 'going to spain', context: 'what about actually going to spain' } }],
      { previous: { ask: 'progress' } },
    ],
    [
      'same for the 10k',
      [{ kind: 'feasible', item: { words: '10k', context: 'same for the 10k' } }],
      { previous: { ask: 'feasible' } },
    ],
    [
      'and for japan',
      [{ kind: 'plan', item: { words: 'japan', context: 'for japan' } }],
      { previous: { ask: 'plan' } },
    ],
    [
      'how about the spanish one',
      [{ kind: 'progress', item: { words: 'spanish', context: 'how about the spanish one' } }],
      { previous: { ask: 'next' } },
    ],
    ['dont remind me about the gym anymore', [{ kind: 'cancelReminder', reminder: { words: 'gym' } }]],
    ['do not remind me about spanish', [{ kind: 'cancelReminder', reminder: { words: 'spanish' } }]],
    ['turn off reminders for the novel', [{ kind: 'cancelReminder', reminder: { words: 'novel' } }]],
    ['stop the reminder', [{ kind: 'cancelReminder', reminder: { it: true } }]],
    ['remind me the day of', [{ kind: 'remind', item: { it: true }, phrase: 'due' }]],
    ['remind me the day its due', [{ kind: 'remind', item: { it: true }, phrase: 'due' }]],
    ['remind me on the day theyre due', [{ kind: 'remind', item: { it: true }, phrase: 'due' }]],
    ['nudge me about it tomorrow', [{ kind: 'remind', item: { it: true }, date: '2026-03-11' }]],
    ['alert me when its time', [{ kind: 'remind', item: { it: true } }]],
    [
      'notify me on friday to pack',
      [{ kind: 'remind', item: { words: 'pack', context: 'notify me on friday to pack' }, date: '2026-03-13' }],
    ],
    [
      'set up a reminder to stretch',
      [{ kind: 'remind', item: { words: 'stretch', context: 'set up a reminder to stretch' } }],
    ],
    [
      'plan for the marathon',
      [{ kind: 'plan', item: { words: 'marathon', context: 'plan for the marathon' }, phrase: 'marathon' }],
    ],
    [
      'plan to run a 10k',
      [{ kind: 'plan', item: { words: 'run a 10k', context: 'plan to run a 10k' }, phrase: 'run a 10k' }],
    ],
    [
      'planning my wedding',
      [{ kind: 'plan', item: { words: 'wedding', context: 'planning my wedding' }, phrase: 'wedding' }],
    ],
    [
      'make one for the half',
      [{ kind: 'plan', item: { words: 'half', context: 'make one for the half' }, phrase: 'half' }],
    ],
    [
      'get ready for the race',
      [{ kind: 'plan', item: { words: 'race', context: 'get ready for the race' }, phrase: 'race' }],
    ],
    [
      'how do i start with knitting',
      [{ kind: 'plan', item: { words: 'knitting', context: 'how do i start with knitting' }, phrase: 'knitting' }],
    ],
    [
      'how should i begin on the novel',
      [{ kind: 'plan', item: { words: 'novel', context: 'how should i begin on the novel' }, phrase: 'novel' }],
    ],
    [
      'how can i actually finish the novel',
      [
        {
          kind: 'plan',
          item: { words: 'finish the novel', context: 'how can i actually finish the novel' },
          phrase: 'finish the novel',
        },
      ],
    ],
    [
      'help me with the novel',
      [{ kind: 'plan', item: { words: 'novel', context: 'help me with the novel' }, phrase: 'novel' }],
    ],
    [
      'help me reach 10000 steps a day',
      [
        {
          kind: 'plan',
          item: { words: '10000 steps a day', context: 'help me reach 10000 steps a day' },
          phrase: '10000 steps a day',
        },
      ],
    ],
    ['plan it out for me', [{ kind: 'plan', item: { it: true, context: 'plan it out for me' } }]],
    [
      'thinking about learning to dive, what are the steps',
      [
        {
          kind: 'plan',
          item: { words: 'learning to dive', context: 'thinking about learning to dive, what are the steps' },
          phrase: 'learning to dive',
        },
      ],
    ],
    [
      'hoping to see the lights, how do i start',
      [
        {
          kind: 'plan',
          item: { words: 'see the lights', context: 'hoping to see the lights, how do i start' },
          phrase: 'see the lights',
        },
      ],
    ],
    [
      "i'd really like to learn sign language by june",
      [
        {
          kind: 'plan',
          item: { words: 'learn sign language', context: "i'd really like to learn sign language by june" },
          phrase: 'learn sign language',
          date: '2026-06-01',
        },
      ],
    ],
    [
      'going to visit rome in 3 weeks',
      [
        {
          kind: 'setDate',
          item: { words: 'visit rome', context: 'going to visit rome in 3 weeks' },
          date: '2026-03-31',
        },
      ],
    ],
    ['push it by 2 weeks', [{ kind: 'setDate', item: { it: true, context: 'push it by 2 weeks' }, shift: 14 }]],
    [
      'booked it already',
      [{ kind: 'tickStep', item: { it: true, context: 'booked it already' }, step: { words: 'booked' } }],
    ],
    [
      'bought the kit too',
      [{ kind: 'tickStep', item: { words: 'kit', context: 'bought the kit too' }, step: { words: 'bought kit' } }],
    ],
    ['tick it', [{ kind: 'tickItem', item: { it: true, context: 'tick it' } }]],
    [
      'havent booked the flights yet',
      [{ kind: 'unclear', item: { it: true, context: 'havent booked the flights yet' } }],
    ],
    [
      'the novel hasnt been finished',
      [{ kind: 'unclear', item: { it: true, context: 'the novel hasnt been finished' } }],
    ],
    ['not yet finished the novel', [{ kind: 'unclear', item: { it: true, context: 'not yet finished the novel' } }]],
    [
      'couldnt finish the 10k',
      [{ kind: 'unclear', item: { words: 'couldnt finish the 10k', context: 'couldnt finish the 10k' } }],
    ],
    ['i wont finish it', [{ kind: 'unclear', item: { words: 'i wont finish it', context: 'i wont finish it' } }]],
    ['i cant finish the novel', [{ kind: 'unclear', item: { it: true, context: 'i cant finish the novel' } }]],
    ['i have yet to climb snowdon', [{ kind: 'unclear', item: { it: true, context: 'i have yet to climb snowdon' } }]],
    ['want to run a marathon', [{ kind: 'unclear', item: { it: true, context: 'want to run a marathon' } }]],
    ['i need to finish the novel', [{ kind: 'unclear', item: { it: true, context: 'i need to finish the novel' } }]],
    ['hoping to finish the novel', [{ kind: 'unclear', item: { it: true, context: 'hoping to finish the novel' } }]],
    [
      "i'm running the marathon in 3 weeks",
      [{ kind: 'unclear', item: { it: true, context: "i'm running the marathon in 3 weeks" } }],
    ],
    [
      'finishing the marathon next friday',
      [{ kind: 'unclear', item: { it: true, context: 'finishing the marathon next friday' } }],
    ],
    ['it isnt done', [{ kind: 'untickStep', item: { it: true } }]],
    ['what have i finished', [{ kind: 'progress' }]],
    ['have i ticked anything off', [{ kind: 'progress' }]],
    ['how many days till the race', [{ kind: 'progress', item: { it: true, context: 'how many days till the race' } }]],
    ['how many months to go', [{ kind: 'progress', item: { it: true, context: 'how many months to go' } }]],
    [
      'been meaning to fix my bike',
      [{ kind: 'stuck', item: { words: 'fix my bike', context: 'been meaning to fix my bike' } }],
    ],
    [
      "i said i'd learn spanish this year",
      [{ kind: 'stuck', item: { words: 'learn spanish', context: "i said i'd learn spanish this year" } }],
    ],
    [
      'i said i would start running',
      [{ kind: 'stuck', item: { words: 'start running', context: 'i said i would start running' } }],
    ],
    [
      'i keep putting off the dentist',
      [{ kind: 'stuck', item: { words: 'dentist', context: 'i keep putting off the dentist' } }],
    ],
    [
      'keep pushing back the novel',
      [{ kind: 'stuck', item: { words: 'novel', context: 'keep pushing back the novel' } }],
    ],
    ["i'm avoiding the gym", [{ kind: 'stuck', item: { words: 'gym', context: "i'm avoiding the gym" } }]],
    [
      'procrastinating on my thesis',
      [{ kind: 'stuck', item: { words: 'thesis', context: 'procrastinating on my thesis' } }],
    ],
    [
      'no motivation for running',
      [{ kind: 'stuck', item: { words: 'running', context: 'no motivation for running' } }],
    ],
    [
      'cant seem to start the novel',
      [{ kind: 'stuck', item: { words: 'novel', context: 'cant seem to start the novel' } }],
    ],
    ['im stuck with guitar', [{ kind: 'stuck', item: { words: 'guitar', context: 'im stuck with guitar' } }]],
    ["i'm stuck on everything", [{ kind: 'stuck' }]],
    [
      'i keep putting off "learn piano"',
      [{ kind: 'stuck', item: { words: 'learn piano', context: 'i keep putting off "learn piano"' } }],
    ],
    [
      "it's pottery",
      [{ kind: 'choose', item: { words: 'pottery', context: "it's pottery" } }],
      { previous: { pending: { ask: { kind: 'add' }, field: 'what' } } },
    ],
    [
      'umm knitting',
      [{ kind: 'choose', item: { words: 'knitting', context: 'knitting' } }],
      { previous: { pending: { ask: { kind: 'add' }, field: 'what' } } },
    ],
    [
      'on the 21st',
      [{ kind: 'choose', date: '2026-03-21', phrase: 'day 21' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    [
      'the 2nd',
      [{ kind: 'choose', date: '2026-04-02', phrase: 'day 2' }],
      { previous: { pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    ],
    [
      'the second, the one for friday',
      [{ kind: 'choose', item: { card: 2 }, date: '2026-03-13' }],
      { previous: { pending: { ask: { kind: 'remind' }, field: 'item' }, cards: [{ title: 'a' }, { title: 'b' }] } },
    ],
    ['what should i do around here', [{ kind: 'next', place: 'near me' }]],
    ['ideas nearby', [{ kind: 'suggest', phrase: '', place: 'near me' }]],
    ['something fun to do locally', [{ kind: 'suggest', phrase: 'fun', place: 'near me' }]],
    ['things to do in st andrews', [{ kind: 'suggest', phrase: 'in st andrews', place: 'in st andrews' }]],
    ['what should i do in the meantime', [{ kind: 'next' }]],
    [
      'cancel the one i made',
      [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }],
      { previous: { ask: 'listReminders' } },
    ],
    [
      'delete my first reminder',
      [{ kind: 'cancelReminder', reminder: { card: 1 } }],
      { previous: { ask: 'listReminders' } },
    ],
    ["what's late", [{ kind: 'next', phrase: 'overdue' }]],
    ['whats overdue', [{ kind: 'next', phrase: 'overdue' }]],
    ['which goals are behind', [{ kind: 'next', phrase: 'overdue' }]],
    ["anything i'm neglecting", [{ kind: 'next', phrase: 'overdue' }]],
    ['are we behind', [{ kind: 'next', phrase: 'overdue' }]],
    ['am i late on anything', [{ kind: 'next', phrase: 'overdue' }]],
    ['something quick', [{ kind: 'suggest', phrase: 'easy' }]],
    ['a tiny step', [{ kind: 'suggest', phrase: 'easy' }]],
    ['start small', [{ kind: 'suggest', phrase: 'easy' }]],
    ["how'm i doing", [{ kind: 'progress' }]],
    ['how are we getting on', [{ kind: 'progress' }]],
    ['progress?', [{ kind: 'progress' }]],
    ['when is the marathon', [{ kind: 'progress', item: { words: 'marathon', context: 'when is the marathon' } }]],
    ['whens spanish due', [{ kind: 'progress', item: { words: 'spanish', context: 'whens spanish due' } }]],
    ['when are the flights', [{ kind: 'progress', item: { words: 'flights', context: 'when are the flights' } }]],
    ['what is next', [{ kind: 'next' }]],
    ['and then?', [{ kind: 'next' }]],
    ['what should i tackle', [{ kind: 'next' }]],
    ['what do i work on', [{ kind: 'next' }]],
    ['which goal first', [{ kind: 'next' }]],
    ['got a few hours free', [{ kind: 'next' }]],
    ['free afternoon, any thoughts', [{ kind: 'next' }]],
    ['suggestions?', [{ kind: 'suggest', phrase: '' }]],
    ['recommendations please', [{ kind: 'suggest', phrase: '' }]],
    ['inspire me', [{ kind: 'suggest', phrase: '' }]],
    ['stuff to do', [{ kind: 'suggest', phrase: '' }]],
    ['what could we do', [{ kind: 'suggest', phrase: 'what could we do' }]],
    ['what should we try', [{ kind: 'suggest', phrase: 'what should we try' }]],
    ['anything fun?', [{ kind: 'suggest', phrase: 'fun' }]],
    ['stuff i can do', [{ kind: 'suggest', phrase: 'i can do' }]],
    ['ideas for my 40th', [{ kind: 'suggest', phrase: 'my 40th' }]],
    ['ideas for my kids', [{ kind: 'suggest', phrase: 'my kids' }]],
    ['things for a rainy day', [{ kind: 'suggest', phrase: 'a rainy day' }]],
    ['activities for kids', [{ kind: 'suggest', phrase: 'activities kids' }]],
    ['what can i add', [{ kind: 'suggest', phrase: 'what can i add' }]],
    [
      'add surfing! remind me friday to book it',
      [
        { kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' },
        { kind: 'remind', item: { it: true, context: 'surfing' }, step: { words: 'book' }, date: '2026-03-13' },
      ],
    ],
    [
      'add surfing oh and remind me friday to book it',
      [
        { kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' },
        { kind: 'remind', item: { it: true, context: 'surfing' }, step: { words: 'book' }, date: '2026-03-13' },
      ],
    ],
    [
      'add kayaking and also remind me on monday to buy a paddle',
      [
        { kind: 'add', item: { words: 'kayaking', context: 'add kayaking' }, phrase: 'kayaking' },
        {
          kind: 'remind',
          item: { words: 'buy a paddle', context: 'remind me on monday to buy a paddle' },
          date: '2026-03-16',
        },
      ],
    ],
    [
      'add kayaking, and set the date to june',
      [
        { kind: 'add', item: { words: 'kayaking', context: 'add kayaking' }, phrase: 'kayaking' },
        { kind: 'setDate', item: { it: true, context: 'kayaking' }, date: '2026-06-15' },
      ],
    ],
    [
      'add kayaking, plan it',
      [
        { kind: 'add', item: { words: 'kayaking', context: 'add kayaking' }, phrase: 'kayaking' },
        { kind: 'plan', item: { it: true, context: 'kayaking' } },
      ],
    ],
    [
      'tick off spanish, remind me tomorrow to start italian',
      [
        { kind: 'tickItem', item: { words: 'spanish', context: 'tick off spanish' } },
        {
          kind: 'remind',
          item: { words: 'start italian', context: 'remind me tomorrow to start italian' },
          date: '2026-03-11',
        },
      ],
    ],
    [
      'add surfing, can you remind me friday to book it',
      [
        { kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' },
        { kind: 'remind', item: { it: true, context: 'surfing' }, step: { words: 'book' }, date: '2026-03-13' },
      ],
    ],
    [
      'ran the 10k!! so happy',
      [{ kind: 'tickItem', item: { words: 'ran the 10k', context: 'ran the 10k!! so happy' } }],
    ],
    [
      'add pottery.   remind me sunday to sign up',
      [
        { kind: 'add', item: { words: 'pottery', context: 'add pottery' }, phrase: 'pottery' },
        { kind: 'remind', item: { words: 'sign up', context: 'remind me sunday to sign up' }, date: '2026-03-15' },
      ],
    ],
    ['!!!', [{ kind: 'unclear' }]],
    [
      'i signed up for the race, tick it',
      [
        {
          kind: 'tickStep',
          item: { it: true, context: 'i signed up for the race, tick it' },
          step: { words: 'signed up' },
        },
      ],
    ],
    [
      'found a race in 3 weeks. set the date to that',
      [
        {
          kind: 'setDate',
          item: { it: true, context: 'found a race in 3 weeks. set the date to that' },
          date: '2026-03-31',
        },
      ],
    ],
    [
      'add learn to juggle. plan it',
      [
        { kind: 'add', item: { words: 'learn to juggle', context: 'add learn to juggle' }, phrase: 'learn to juggle' },
        { kind: 'plan', item: { it: true, context: 'learn to juggle' } },
      ],
    ],
    [
      'add surfing. plan it',
      [
        { kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' },
        { kind: 'plan', item: { it: true, context: 'plan it' } },
      ],
      { previous: { ask: 'plan', itemId: 'x' } },
    ],
    ['ok, thanks! what should i do this weekend', [{ kind: 'next', horizon: 'weekend' }]],
    ['thanks. bye', [{ kind: 'thanks' }]],
    ['hello! thanks', [{ kind: 'thanks' }]],
    ['yes. add surfing', [{ kind: 'add', item: { words: 'surfing', context: 'add surfing' }, phrase: 'surfing' }]],
    ['nah leave it', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['no, just leave it as it is', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['keep it as is', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['forget that', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ["it's fine as it is", [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['no worries', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['nothing', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['not now lol', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['leave it alone for now', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['all good thanks', [{ kind: 'thanks' }]],
    [
      'is it ok to go back to running after a cold',
      [
        {
          kind: 'outOfScope',
          topic: 'medical',
          item: { it: true, context: 'is it ok to go back to running after a cold' },
        },
      ],
    ],
    [
      'is it safe to swim again so soon',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'is it safe to swim again so soon' } }],
    ],
    [
      'is it fine for me to get back to training yet',
      [
        {
          kind: 'outOfScope',
          topic: 'medical',
          item: { it: true, context: 'is it fine for me to get back to training yet' },
        },
      ],
    ],
    [
      'is it wise to run with a cold',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'is it wise to run with a cold' } }],
    ],
    ["perfect, thanks, i'll add it later", [{ kind: 'thanks' }]],
    [
      'remind me to call mum 2 weeks from now',
      [
        {
          kind: 'remind',
          item: { words: 'call mum', context: 'remind me to call mum 2 weeks from now' },
          date: '2026-03-24',
        },
      ],
    ],
    [
      'and the dentist',
      [{ kind: 'unclear', item: { words: 'dentist', context: 'the dentist' } }],
      { previous: { ask: 'remind' } },
    ],
    ['muchas gracias', [{ kind: 'thanks' }]],
    ['merci', [{ kind: 'thanks' }]],
    ['danke schon', [{ kind: 'thanks' }]],
    ['obrigado', [{ kind: 'thanks' }]],
    ['grazie', [{ kind: 'thanks' }]],
    ['dank je wel', [{ kind: 'thanks' }]],
    ['bedankt', [{ kind: 'thanks' }]],
    ['tack', [{ kind: 'thanks' }]],
    ['dziekuje', [{ kind: 'thanks' }]],
    ['gracias 🙏', [{ kind: 'thanks' }]],
    ['i ran the 10k. tick it', [{ kind: 'tickItem', item: { it: true, context: 'i ran the 10k. tick it' } }]],
    [
      'booked the lesson. tick it',
      [{ kind: 'tickStep', item: { it: true, context: 'booked the lesson. tick it' }, step: { words: 'booked' } }],
    ],
    ['hmm. not sure', [{ kind: 'smallTalk', phrase: 'hmm' }]],
    // Typed without apostrophes, as people often do.
    [
      'add rome. also whats the weather in rome',
      [{ kind: 'add', item: { words: 'rome', context: 'add rome' }, phrase: 'rome' }],
    ],
    [
      'dont let me forget to renew my passport',
      [{ kind: 'remind', item: { words: 'renew my passport', context: 'dont let me forget to renew my passport' } }],
    ],
    ['hi! whats next', [{ kind: 'next' }]],
    ['hows my guitar going', [{ kind: 'progress', item: { words: 'guitar', context: 'hows my guitar going' } }]],
    [
      'hows the novel coming along',
      [{ kind: 'progress', item: { words: 'novel', context: 'hows the novel coming along' } }],
    ],
    [
      'i cant get myself to start running',
      [{ kind: 'stuck', item: { words: 'running', context: 'i cant get myself to start running' } }],
    ],
    ['i didnt do the run', [{ kind: 'unclear', item: { it: true, context: 'i didnt do the run' } }]],
    ['i didnt mean that', [{ kind: 'undo' }]],
    ['i dont need the reminder for the dentist anymore', [{ kind: 'cancelReminder', reminder: { words: 'dentist' } }]],
    [
      'i dont really want to do the marathon anymore',
      [{ kind: 'remove', item: { words: 'marathon', context: 'i dont really want to do the marathon anymore' } }],
    ],
    [
      'i dont want to do the bungee jump anymore',
      [{ kind: 'remove', item: { words: 'bungee jump', context: 'i dont want to do the bungee jump anymore' } }],
    ],
    [
      'i havent booked the flights yet',
      [{ kind: 'unclear', item: { it: true, context: 'i havent booked the flights yet' } }],
    ],
    [
      'i havent touched it, but i did finally finish the novel',
      [
        {
          kind: 'tickItem',
          item: { words: 'finish the novel', context: 'i havent touched it, but i did finally finish the novel' },
        },
      ],
    ],
    ['im a failure', [{ kind: 'stuck', mood: 'low' }]],
    ['im bored', [{ kind: 'next' }]],
    ['im free this evening, what should i do', [{ kind: 'next', horizon: 'today' }]],
    [
      'im going to run the marathon next week',
      [
        {
          kind: 'plan',
          item: { words: 'run the marathon', context: 'im going to run the marathon next week' },
          phrase: 'run the marathon',
          date: '2026-03-16',
        },
      ],
    ],
    [
      'im gonna book the flights tomorrow',
      [
        {
          kind: 'plan',
          item: { words: 'book the flights', context: 'im gonna book the flights tomorrow' },
          phrase: 'book the flights',
          date: '2026-03-11',
        },
      ],
    ],
    [
      'im hoping to run a marathon in 6 months',
      [
        {
          kind: 'setDate',
          item: { words: 'run a marathon', context: 'im hoping to run a marathon in 6 months' },
          date: '2026-09-10',
        },
      ],
    ],
    [
      'im hoping to visit japan in 2 years',
      [
        {
          kind: 'setDate',
          item: { words: 'visit japan', context: 'im hoping to visit japan in 2 years' },
          date: '2028-03-10',
        },
      ],
    ],
    ['im so unmotivated', [{ kind: 'stuck' }]],
    ['ive been thinking about suicide', [{ kind: 'stuck', mood: 'crisis' }]],
    ['ive done the camino', [{ kind: 'tickItem', item: { words: 'camino', context: 'ive done the camino' } }]],
    [
      'ive finally completed my first triathlon',
      [{ kind: 'tickItem', item: { words: 'first triathlon', context: 'ive finally completed my first triathlon' } }],
    ],
    [
      'ive just finished the book finally',
      [{ kind: 'tickItem', item: { words: 'book', context: 'ive just finished the book finally' } }],
    ],
    [
      'ive registered for the half',
      [
        {
          kind: 'tickStep',
          item: { words: 'half', context: 'ive registered for the half' },
          step: { words: 'registered half' },
        },
      ],
    ],
    ['it wasnt done', [{ kind: 'untickStep', item: { it: true } }]],
    [
      'log into my wifes account',
      [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: 'log into my wifes account' } }],
    ],
    ['lol ok. whats next', [{ kind: 'next' }]],
    ['thats not actually done', [{ kind: 'untickStep', item: { it: true } }]],
    ['thats wrong', [{ kind: 'undo' }]],
    [
      'weve booked the hotel',
      [
        {
          kind: 'tickStep',
          item: { words: 'hotel', context: 'weve booked the hotel' },
          step: { words: 'booked hotel' },
        },
      ],
    ],
    ['whats left on spanish', [{ kind: 'progress', item: { words: 'spanish', context: 'whats left on spanish' } }]],
    ['whats my progress', [{ kind: 'progress' }]],
    ['whats next this week', [{ kind: 'next', horizon: 'week' }]],
    [
      'whats on my friend sarahs list',
      [{ kind: 'outOfScope', topic: 'people', item: { it: true, context: 'whats on my friend sarahs list' } }],
    ],
    [
      'whats the exchange rate',
      [{ kind: 'outOfScope', topic: 'prices', item: { it: true, context: 'whats the exchange rate' } }],
    ],
    [
      'whats the plan for spanish',
      [{ kind: 'plan', item: { words: 'spanish', context: 'whats the plan for spanish' }, phrase: 'spanish' }],
    ],
    [
      'whats the right dosage',
      [{ kind: 'outOfScope', topic: 'medical', item: { it: true, context: 'whats the right dosage' } }],
    ],
    [
      'whats the temperature in reykjavik',
      [{ kind: 'outOfScope', topic: 'weather', item: { it: true, context: 'whats the temperature in reykjavik' } }],
    ],
    [
      'whens my surf lesson thing due again',
      [{ kind: 'progress', item: { words: 'surf lesson', context: 'whens my surf lesson thing due again' } }],
    ],
    ['youre kind of mean', [{ kind: 'style' }]],
    ['dont add it', [{ kind: 'rejectPlan' }], { previous: { ask: 'plan' } }],
    ['ok lets do it', [{ kind: 'acceptPlan' }], { previous: { ask: 'stuck' } }],
    [
      'its the italian one',
      [{ kind: 'choose', item: { words: 'italian', context: 'its the italian one' } }],
      { previous: { pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    ],
  ];
  const named = cases.map(([message, asks, extra], i) => ({
    name: `${i + 1}. ${message}${extra ? ` · after ${JSON.stringify(extra)}` : ''}`,
    message,
    asks,
    extra,
  }));
  it.each(named)('$name', ({ message, asks, extra }) => {
    expect(read(message, extra)).toEqual(asks);
  });
});

describe('inCheckin: a reply to the weekly check-in, in its context', () => {
  const checkin = (question: CoachMemory['question']): CoachMemory => ({ ask: 'checkin', question });
  it('“which one this week?”: the one named', () => {
    const asks: Ask[] = [{ kind: 'unclear', item: { words: 'spanish', context: 'spanish i think' } }];
    expect(inCheckin(asks, 'spanish i think', checkin('which'))).toEqual([
      { kind: 'stuck', item: { words: 'spanish', context: 'spanish i think', it: false } },
    ]);
  });
  it('“what got in the way?”, or a bad week: stuck on it, low when said', () => {
    const unclear: Ask[] = [{ kind: 'unclear', item: { it: true, context: 'x' } }];
    expect(inCheckin(unclear, 'Work was SO busy', checkin('how'))).toEqual([{ kind: 'stuck', item: { it: true } }]);
    expect(inCheckin(unclear, 'the kids', checkin('blocked'))).toEqual([{ kind: 'stuck', item: { it: true } }]);
    expect(inCheckin(unclear, 'honestly i was just sad', checkin('blocked'))).toEqual([
      { kind: 'stuck', item: { it: true }, mood: 'low' },
    ]);
    expect(inCheckin([{ kind: 'smallTalk', phrase: 'x' }], 'ugh, overwhelmed', checkin('how'))).toEqual([
      { kind: 'stuck', item: { it: true }, mood: 'low' },
    ]);
  });
  it('“how did it go?” and it went well: what next', () => {
    expect(inCheckin([{ kind: 'unclear' }], 'pretty good actually', checkin('how'))).toEqual([{ kind: 'next' }]);
    expect(inCheckin([{ kind: 'next' }], 'great week', checkin('how'))).toEqual([{ kind: 'next' }]);
  });
  it('leaves alone what is not a check-in reply, or already clear', () => {
    const unclear: Ask[] = [{ kind: 'unclear', item: { words: 'spanish' } }];
    expect(inCheckin(unclear, 'spanish', null)).toBe(unclear);
    expect(inCheckin(unclear, 'spanish', { ask: 'plan', question: 'which' })).toBe(unclear);
    const tick: Ask[] = [{ kind: 'tickItem', item: { it: true } }];
    expect(inCheckin(tick, 'done', checkin('how'))).toBe(tick);
    const two: Ask[] = [{ kind: 'unclear' }, { kind: 'unclear' }];
    expect(inCheckin(two, 'busy', checkin('how'))).toBe(two);
    expect(inCheckin([], 'busy', checkin('how'))).toEqual([]);
    const bare: Ask[] = [{ kind: 'unclear' }];
    expect(inCheckin(bare, 'hmm', checkin('which'))).toBe(bare);
  });
});

describe('readLocally', () => {
  it('is the first ask of the message', () => {
    expect(readLocally('add skydiving to my list. also remind me friday to book it', CTX)).toEqual({
      kind: 'add',
      item: { words: 'skydiving', context: 'add skydiving to my list' },
      phrase: 'skydiving',
    });
    expect(readLocally('   ', CTX)).toEqual({ kind: 'unclear' });
  });
});

describe('phrasings people used that the reader once misread', () => {
  const cards: CoachMemory['cards'] = [
    { itemId: 'a', title: 'Learn Spanish' },
    { itemId: 'b', title: 'Run a marathon' },
    { itemId: 'c', title: 'Go skydiving' },
  ];
  const afterIdeas: Extra = { previous: { ask: 'next', cards } };
  it('"give it a deadline of june" sets the date of what the talk is about, not of "it a"', () => {
    expect(read('give it a deadline of june')).toEqual([
      { kind: 'setDate', item: { it: true, context: 'give it a deadline of june' }, date: '2026-06-01' },
    ]);
    expect(read('give spanish a deadline of june')[0]?.item).toEqual({
      words: 'spanish',
      context: 'give spanish a deadline of june',
    });
  });
  it('"by the end of the year" names no item: the goal before it does', () => {
    expect(read('i need to learn spanish by the end of the year')).toEqual([
      {
        kind: 'setDate',
        item: { words: 'learn spanish', context: 'i need to learn spanish by the end of the year' },
        date: '2026-12-31',
      },
    ]);
    expect(read('set the date for my spanish goal to 1 september')[0]?.item?.words).toBe('spanish goal');
  });
  it('"push it a week later" moves the date a week, and moves "it"', () => {
    expect(read('push it a week later')).toEqual([
      { kind: 'setDate', item: { it: true, context: 'push it a week later' }, shift: 7 },
    ]);
    expect(read('push the marathon back two weeks')).toEqual([
      { kind: 'setDate', item: { words: 'marathon', context: 'push the marathon back two weeks' }, shift: 14 },
    ]);
    // "Later" alone is still today.
    expect(read('remind me later')).toEqual([{ kind: 'remind', item: { it: true }, date: '2026-03-10' }]);
  });
  it('a date written with dots is a day, not a time as well', () => {
    expect(read('set the date for skydiving to 12.03.2027')).toEqual([
      {
        kind: 'setDate',
        item: { it: true, context: 'set the date for skydiving to 12.03.2027' },
        date: '2027-03-12',
      },
    ]);
    expect(read('remind me at 7.30pm')).toEqual([{ kind: 'remind', item: { it: true }, time: '19:30' }]);
  });
  it('"weds" is a Wednesday', () => {
    expect(read('remind me weds')).toEqual([{ kind: 'remind', item: { it: true }, date: '2026-03-11' }]);
  });
  it('a number after a list of ideas is that idea: "no. 2", "number 2", "#2", "the 3rd one"', () => {
    for (const [said, card] of [
      ['no. 2', 2],
      ['number 2', 2],
      ['#2', 2],
      ['2', 2],
      ['the 3rd one', 3],
    ] as const) {
      expect(read(said, afterIdeas), said).toEqual([{ kind: 'unclear', item: { card } }]);
    }
    // Without a list before it, "no" is still no.
    expect(read('no thanks', { previous: { ask: 'plan' } })).toEqual([{ kind: 'rejectPlan' }]);
  });
  it('"plan the 2nd one" plans the second idea; "the 2nd" alone is still a day', () => {
    expect(read('plan the 2nd one', afterIdeas)).toEqual([{ kind: 'plan', item: { card: 2 } }]);
    expect(read('tick off the 2nd one', afterIdeas)).toEqual([{ kind: 'tickItem', item: { card: 2 } }]);
    // About one item, "the 2nd one" is its second step.
    expect(read('tick off the 2nd one', { previous: { ask: 'plan', itemId: 'a', cards } })).toEqual([
      { kind: 'tickStep', step: { index: 1 }, item: { it: true } },
    ]);
    expect(read('remind me on the 2nd')).toEqual([{ kind: 'remind', item: { it: true }, date: '2026-04-02' }]);
  });
  it('"add swim in a lake" keeps the lake; "in a few weeks" is still when', () => {
    expect(read('add swim in a lake')).toEqual([
      { kind: 'add', item: { words: 'swim in a lake', context: 'add swim in a lake' }, phrase: 'swim in a lake' },
    ]);
    expect(read('add skydiving in a few weeks')[0]).toMatchObject({ kind: 'add', phrase: 'skydiving' });
    expect(read('remind me in a week about the passport')).toEqual([
      {
        kind: 'remind',
        item: { words: 'passport', context: 'remind me in a week about the passport' },
        date: '2026-03-17',
      },
    ]);
  });
  it('"did it" on its own ticks what the talk is about; "did it count?" asks', () => {
    expect(read('did it')).toEqual([{ kind: 'tickItem', item: { it: true, context: 'did it' } }]);
    expect(read('did it!')).toEqual([{ kind: 'tickItem', item: { it: true, context: 'did it!' } }]);
    expect(read('did it count?')[0]?.kind).not.toBe('tickItem');
  });
  it('"push me harder" asks for tough love', () => {
    expect(read('push me harder')).toEqual([{ kind: 'style', style: 'tough_love' }]);
  });
  it('a reminder names what it is about however the when is put: "tmrw 8am dentist", "on saturday morning"', () => {
    expect(read('remind me tmrw 8am dentist')).toEqual([
      {
        kind: 'remind',
        item: { words: 'dentist', context: 'remind me tomorrow 8am dentist' },
        date: '2026-03-11',
        time: '08:00',
      },
    ]);
    expect(read('can you remind me to book flights for japan on saturday morning')[0]).toMatchObject({
      item: { words: 'book flights for japan' },
      date: '2026-03-14',
      time: '09:00',
    });
    expect(read('remind me tomorrow evening about yoga class')[0]).toMatchObject({
      item: { words: 'yoga class' },
      time: '18:00',
    });
    // Nothing named: what the talk is about.
    for (const said of ['remind me', 'remind me tomorrow', 'remind me again in a week', 'remind me the night before'])
      expect(read(said)[0]?.item, said).toEqual({ it: true });
  });
  it('"... and then plan ..." without a comma is two asks', () => {
    expect(read('tick off the marathon and then plan the half')).toEqual([
      { kind: 'tickItem', item: { words: 'marathon', context: 'tick off the marathon' } },
      { kind: 'plan', item: { words: 'half', context: 'plan the half' }, phrase: 'half' },
    ]);
    expect(read('ran the marathon and remind me to stretch tomorrow')).toEqual([
      { kind: 'tickItem', item: { words: 'ran the marathon', context: 'ran the marathon' } },
      {
        kind: 'remind',
        item: { words: 'stretch', context: 'remind me to stretch tomorrow' },
        date: '2026-03-11',
      },
    ]);
  });
  it('"the one about sharks" names sharks: it is not the first card', () => {
    const which: Extra = {
      previous: { ask: 'tickItem', cards, pending: { ask: { kind: 'tickItem' }, field: 'item' } },
    };
    expect(read('the one about swimming with great white sharks off the coast', which)).toEqual([
      {
        kind: 'choose',
        item: {
          words: 'swimming with great white sharks off the coast',
          context: 'swimming with great white sharks off the coast',
        },
      },
    ]);
    expect(read('its the one with the northern lights', which)[0]?.item?.words).toBe('northern lights');
    expect(read('i meant the one about sharks', which)).toEqual([
      { kind: 'choose', item: { words: 'sharks', context: 'sharks' } },
    ]);
    expect(read('the one', which)).toEqual([{ kind: 'choose', item: { card: 1 } }]);
    expect(read('the second one', which)).toEqual([{ kind: 'choose', item: { card: 2 } }]);
    expect(read('tick off the one about sharks')).toEqual([
      { kind: 'tickItem', item: { words: 'sharks', context: 'tick off the one about sharks' } },
    ]);
  });
  it('"undo that, i meant the marathon" undoes and names the marathon', () => {
    for (const message of ['undo that, i meant the marathon', 'undo that i meant the marathon']) {
      expect(read(message), message).toEqual([
        { kind: 'undo', phrase: 'the marathon', item: { words: 'marathon', context: 'the marathon' } },
      ]);
    }
  });
  it('"14" alone answering "which day?" is the 14th; "0" and "32" are no day', () => {
    const which: Extra = {
      previous: { ask: 'setDate', pending: { ask: { kind: 'setDate', date: '2026-06-15' }, field: 'date' } },
    };
    expect(read('14', which)).toEqual([{ kind: 'choose', phrase: 'day 14' }]);
    expect(read('31', which)).toEqual([{ kind: 'choose', phrase: 'day 31' }]);
    expect(read('1', which)).toEqual([{ kind: 'choose', phrase: 'day 1' }]);
    for (const none of ['0', '32']) expect(read(none, which)[0]?.kind, none).not.toBe('choose');
  });
  it('"make it later" after a reminder moves it to a time the coach asks for, never to today', () => {
    const reminded: Extra = { previous: { ask: 'remind', reminderId: 'r1' } };
    for (const message of [
      'make it later',
      'make it an hour later',
      'can you make it a bit earlier',
      'make it later please',
    ]) {
      expect(read(message, reminded), message).toEqual([{ kind: 'moveReminder', reminder: { it: true } }]);
    }
    expect(read('make it later on friday', reminded)).toEqual([
      { kind: 'moveReminder', reminder: { it: true }, date: '2026-03-13' },
    ]);
    expect(read('dont let me forget mums birthday')[0]).toMatchObject({
      kind: 'remind',
      item: { words: 'mums birthday' },
    });
    expect(read('make it later today', reminded)).toEqual([
      { kind: 'moveReminder', reminder: { it: true }, date: '2026-03-10' },
    ]);
    for (const message of [
      'move the dentist one later',
      'move the dentist one a bit later',
      'move the dentist one an hour earlier',
    ]) {
      expect(read(message, { previous: { ask: 'listReminders' } }), message).toEqual([
        { kind: 'moveReminder', reminder: { words: 'dentist' } },
      ]);
    }
    // A time said with it is the time.
    expect(read('make it 9pm or later', reminded)[0]).toMatchObject({ kind: 'moveReminder', time: '21:00' });
    expect(read('remind me in an hour or two, or later')[0]?.kind).toBe('remind');
  });
  it('"set the date for spanish" right after a reminder dates the item, not the reminder', () => {
    const reminded: Extra = { previous: { ask: 'moveReminder', reminderId: 'r1' } };
    expect(read('set the date for spanish to 2027-09-01', reminded)[0]).toMatchObject({
      kind: 'setDate',
      date: '2027-09-01',
    });
    expect(read('change the marathon date to october', reminded)[0]).toMatchObject({
      kind: 'setDate',
      item: { words: 'marathon' },
    });
    expect(read('move the reminder date to friday', reminded)[0]?.kind).toBe('moveReminder');
    expect(read('move it to friday', reminded)[0]).toMatchObject({ kind: 'moveReminder', date: '2026-03-13' });
  });
  it('"cancel the last one" is the last thing the coach did, or the last reminder when reminders are the talk', () => {
    expect(read('cancel the last one')).toEqual([{ kind: 'undo' }]);
    expect(read('cancel last one')).toEqual([{ kind: 'undo' }]);
    // "Last week" is when, "the last one" which.
    expect(read('i finished the marathon last week')).toEqual([
      { kind: 'tickItem', item: { words: 'marathon', context: 'i finished the marathon last week' } },
    ]);
    expect(read('undo the last thing you did')).toEqual([{ kind: 'undo' }]);
    expect(read('cancel the last one', { previous: { ask: 'listReminders' } })).toEqual([
      { kind: 'cancelReminder', reminder: { card: 10 } },
    ]);
  });
  it('spare time ("got a free afternoon") is when, not the kind of idea; "free things" are free of charge', () => {
    expect(read('free afternoon any ideas what to do')).toEqual([{ kind: 'suggest', phrase: '' }]);
    expect(read('got a free afternoon, any ideas?')).toEqual([{ kind: 'suggest', phrase: '' }]);
    expect(read('i have a spare hour, any ideas')).toEqual([{ kind: 'suggest', phrase: '' }]);
    expect(read('any ideas what to do')).toEqual([{ kind: 'suggest', phrase: '' }]);
    expect(read('free things to do in london')).toEqual([
      { kind: 'suggest', phrase: 'free in london', place: 'in london' },
    ]);
    expect(read('suggest something free')).toEqual([{ kind: 'suggest', phrase: 'free' }]);
  });
  it('"what\'s the next step for spanish" asks where spanish stands', () => {
    for (const [message, words] of [
      ["what's the next step for spanish", 'spanish'],
      ['whats the next step for the marathon', 'marathon'],
      ['what is my next step on the marathon', 'marathon'],
      ['what should i do next for spanish', 'spanish'],
    ]) {
      expect(read(message as string), message).toEqual([{ kind: 'progress', item: { words, context: message } }]);
    }
    expect(read('what should i do next')).toEqual([{ kind: 'next' }]);
    for (const [message, words] of [
      ['what date did i set for spanish', 'spanish'],
      ['what deadline do i have for the marathon', 'marathon'],
      ['when is the marathon due', 'marathon'],
      ['whens my spanish due', 'spanish'],
    ]) {
      expect(read(message as string), message).toEqual([{ kind: 'progress', item: { words, context: message } }]);
    }
  });
  it('"forget the reminder about the gym" cancels it; "don\'t let me forget to..." asks for one', () => {
    expect(read('forget the reminder about the gym')).toEqual([{ kind: 'cancelReminder', reminder: { words: 'gym' } }]);
    expect(read('forget about that reminder')).toEqual([{ kind: 'cancelReminder', reminder: { it: true } }]);
    expect(read('dont let me forget to call mum on friday')[0]).toMatchObject({
      kind: 'remind',
      item: { words: 'call mum' },
      date: '2026-03-13',
    });
  });
  it('"i keep skipping my runs", "giving up on the novel": stuck, about what they name', () => {
    expect(read('i keep skipping my runs')).toEqual([
      { kind: 'stuck', item: { words: 'runs', context: 'i keep skipping my runs' } },
    ]);
    expect(read('honestly i feel like giving up on the novel')).toEqual([
      { kind: 'stuck', item: { words: 'novel', context: 'i feel like giving up on the novel' } },
    ]);
    expect(read('i keep missing my spanish lessons')[0]).toMatchObject({
      kind: 'stuck',
      item: { words: 'spanish lessons' },
    });
    // Asked, it is a question to confirm; said, a feeling.
    expect(read('should i give up on the novel')[0]).toMatchObject({ kind: 'remove', confirm: true });
  });
  it('"what did i tick off last month" and "anything due this weekend?" are questions: nothing is ticked or dated', () => {
    expect(read('what did i tick off last month')).toEqual([{ kind: 'progress' }]);
    expect(read('anything due this weekend?')).toEqual([{ kind: 'next', horizon: 'weekend' }]);
    expect(read('do i have anything due this week')).toEqual([{ kind: 'next', horizon: 'week' }]);
    expect(read('is there anything on today')).toEqual([{ kind: 'next', horizon: 'today' }]);
    expect(read('set the marathon due date to friday')[0]).toMatchObject({ kind: 'setDate', date: '2026-03-13' });
  });
  it('"a good first step for learning to surf" asks for a plan; "the first step for spanish" where it stands', () => {
    expect(read("what's a good first step for learning to surf")[0]).toMatchObject({
      kind: 'plan',
      item: { words: 'learning to surf' },
    });
    expect(read('where do i even begin with learning piano')[0]).toMatchObject({
      kind: 'plan',
      item: { words: 'learning piano' },
    });
    expect(read('whats the first step for spanish')).toEqual([
      { kind: 'progress', item: { words: 'spanish', context: 'whats the first step for spanish' } },
    ]);
  });
  it('an apostrophe inside a word is no quote: "i\'ve had \'learn to play piano\' on here", "my dad\'s 60th"', () => {
    expect(read("ugh i've had 'learn to play piano' on here for 3 years")).toEqual([
      {
        kind: 'stuck',
        item: { words: 'learn to play piano', context: "i've had 'learn to play piano' on here for 3 years" },
      },
    ]);
    expect(read("add my dad's 60th party")[0]).toMatchObject({ kind: 'add', phrase: "dad's 60th party" });
    expect(read("add 'swim with dolphins' to my list")[0]).toMatchObject({ kind: 'add', phrase: 'swim with dolphins' });
  });
  it('"no motivation to train for the 10k anymore" is being stuck about the 10k, not a request for a plan', () => {
    expect(read('no motivation to train for the 10k anymore')).toEqual([
      {
        kind: 'stuck',
        item: { words: '10k', context: 'no motivation to train for the 10k anymore' },
      },
    ]);
    expect(read("i don't have the motivation for spanish any more")[0]).toMatchObject({
      kind: 'stuck',
      item: { words: 'spanish' },
    });
    expect(read('how do i train for a 10k')[0]).toMatchObject({ kind: 'plan', item: { words: '10k' } });
  });
  it('"how many steps left on it now" and "how am i doing with the half marathon" ask about one item', () => {
    const ticked: Extra = { previous: { ask: 'tickStep', itemId: 'a' } };
    expect(read('how many steps left on it now', ticked)).toEqual([
      { kind: 'progress', item: { it: true, context: 'how many steps left on it now' } },
    ]);
    expect(read('how am i doing with the half marathon')).toEqual([
      { kind: 'progress', item: { words: 'half marathon', context: 'how am i doing with the half marathon' } },
    ]);
    expect(read('how is it going with spanish')).toEqual([
      { kind: 'progress', item: { words: 'spanish', context: 'how is it going with spanish' } },
    ]);
    expect(read('how am i doing')).toEqual([{ kind: 'progress' }]);
  });
  it('"the date\'s already on there": a plan keeps the item\'s own date', () => {
    const [ask] = read("can u plan out learning to surf, i've got till the summer trip, the date's already on there");
    expect(ask).toMatchObject({ kind: 'plan', item: { words: 'learning to surf' } });
    expect(ask?.date).toBeUndefined();
    expect(read('plan learning to surf by the summer')[0]?.date).toBe('2026-06-21');
  });
  it('a question after a comma is not part of the goal ("learn to code, where do i start")', () => {
    expect(read('i want to learn to code, where do i start')[0]).toMatchObject({
      kind: 'plan',
      item: { words: 'learn to code' },
      phrase: 'learn to code',
    });
  });
  it('"and what about the spanish one" after a progress answer asks about spanish', () => {
    const progress: Extra = { previous: { ask: 'progress', itemId: 'a' } };
    expect(read('and what about the spanish one then', progress)).toEqual([
      { kind: 'progress', item: { words: 'spanish', context: 'what about the spanish one then' } },
    ]);
  });
});

describe('typed the way people type: no apostrophes, a word left out, one instead of many', () => {
  const cards: CoachMemory['cards'] = [
    { itemId: 'a', title: 'Learn Spanish' },
    { itemId: 'b', title: 'Run a marathon' },
    { itemId: 'c', title: 'Go skydiving' },
  ];
  const after: Record<string, Extra> = {
    ideas: { previous: { ask: 'next', cards } },
    plan: { previous: { ask: 'plan', itemId: 'a' } },
    remind: { previous: { ask: 'remind', reminderId: 'r1', itemId: 'a' } },
    moved: { previous: { ask: 'moveReminder', reminderId: 'r1' } },
    listed: {
      previous: {
        ask: 'listReminders',
        cards: [
          { reminderId: 'r1', title: 'Yoga' },
          { reminderId: 'r2', title: 'Gym' },
        ],
      },
    },
    pickDate: { previous: { ask: 'setDate', pending: { ask: { kind: 'setDate' }, field: 'date' } } },
    pickItem: { previous: { ask: 'tickItem', cards, pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
    style: { previous: { ask: 'style', pending: { ask: { kind: 'style' }, field: 'what' } } },
    checkin: { previous: { ask: 'checkin', question: 'which' } },
    progress: { previous: { ask: 'progress', itemId: 'a' } },
    added: { previous: { ask: 'add', itemId: 'a' } },
    oneCard: { previous: { ask: 'plan', cards: [{ itemId: 'a', title: 'Learn Spanish' }] } },
  };
  const cases: [string, Ask[], string?][] = [
    [
      'could i learn spanish within 12 weeks',
      [
        {
          kind: 'feasible',
          item: { words: 'learn spanish', context: 'could i learn spanish within 12 weeks' },
          shift: 84,
        },
      ],
    ],
    [
      'is it realistic to learn spanish within 12 weeks',
      [
        {
          kind: 'feasible',
          item: { words: 'learn spanish', context: 'is it realistic to learn spanish within 12 weeks' },
          shift: 84,
        },
      ],
    ],
    ['got 45 minutes', [{ kind: 'next' }]],
    ['the second one??', [{ kind: 'unclear', item: { card: 2 } }], 'ideas'],
    ['yes the marathon', [{ kind: 'choose', item: { words: 'marathon', context: 'the marathon' } }], 'pickItem'],
    [
      'yes the spanish one please',
      [{ kind: 'choose', item: { words: 'spanish', context: 'the spanish one please' } }],
      'pickItem',
    ],
    [
      'remind me tmrw 8am, dentist',
      [
        {
          kind: 'remind',
          item: { words: 'dentist', context: 'remind me tomorrow 8am, dentist' },
          date: '2026-03-11',
          time: '08:00',
        },
      ],
    ],
    [
      'i couldnt cross off the marathon',
      [{ kind: 'stuck', item: { words: 'marathon', context: 'i couldnt cross off the marathon' } }],
    ],
    [
      'i havent crossed off spanish',
      [{ kind: 'stuck', item: { words: 'spanish', context: 'i havent crossed off spanish' } }],
    ],
    [
      'i didnt check off the novel',
      [{ kind: 'stuck', item: { words: 'novel', context: 'i didnt check off the novel' } }],
    ],
    [
      'i wasnt able to check off the hike',
      [{ kind: 'stuck', item: { words: 'hike', context: 'i wasnt able to check off the hike' } }],
    ],
    [
      'i cant mark off the marathon yet',
      [{ kind: 'stuck', item: { words: 'marathon', context: 'i cant mark off the marathon yet' } }],
    ],
    ['i wont cross it off the list', [{ kind: 'stuck' }]],
    ['i havent ticked it off yet', [{ kind: 'stuck' }]],
    ['stop reminding me about the yoga ones', [{ kind: 'cancelReminder', reminder: { words: 'yoga' } }]],
    ['cancel the reminder i just made', [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }]],
    ['what should i pick first', [{ kind: 'next' }]],
    ['what should i aim for this week', [{ kind: 'next', horizon: 'week' }]],
    ['which goal should i do first', [{ kind: 'next' }]],
    ['which item on my list first', [{ kind: 'next' }]],
    ['got some minutes free what should i do', [{ kind: 'next' }]],
    ['got a few hours what should i do', [{ kind: 'next' }]],
    ['whens my spanish due', [{ kind: 'progress', item: { words: 'spanish', context: 'whens my spanish due' } }]],
    ['when was the marathon', [{ kind: 'progress', item: { words: 'marathon', context: 'when was the marathon' } }]],
    [
      'when are the surf lessons',
      [{ kind: 'progress', item: { words: 'surf lessons', context: 'when are the surf lessons' } }],
    ],
    [
      'what date is the marathon',
      [{ kind: 'progress', item: { words: 'marathon', context: 'what date is the marathon' } }],
    ],
    ['tick off the second one', [{ kind: 'tickStep', step: { index: 1 }, item: { it: true } }], 'oneCard'],
    ['i think friday works', [{ kind: 'choose', date: '2026-03-13' }], 'pickDate'],
    [
      'another one for tuesday at 6',
      [{ kind: 'unclear', item: { it: true, context: 'another one for tuesday at 6' } }],
    ],
    ['move yoga', [{ kind: 'unclear', item: { words: 'move yoga', context: 'move yoga' } }], 'listed'],
    ['the last one', [{ kind: 'unclear', item: { card: 3 } }], 'ideas'],
    [
      'mark the marathon as not done',
      [{ kind: 'untickStep', item: { words: 'marathon', context: 'mark the marathon as not done' } }],
    ],
    ['tick off step 12', [{ kind: 'tickStep', step: { index: 11 }, item: { it: true } }]],
    [
      'can i run a marathon in 12 weeks',
      [
        {
          kind: 'feasible',
          item: { words: 'run a marathon', context: 'can i run a marathon in 12 weeks' },
          date: '2026-06-02',
          shift: 84,
        },
      ],
    ],
    [
      'is it safe to start lifting weights again',
      [
        {
          kind: 'outOfScope',
          topic: 'medical',
          item: { it: true, context: 'is it safe to start lifting weights again' },
        },
      ],
    ],
    ['9pm', [{ kind: 'moveReminder', reminder: { it: true }, time: '21:00' }], 'remind'],
    [
      'is 10 days enough for the camino',
      [{ kind: 'feasible', item: { words: 'camino', context: 'is 10 days enough for the camino' }, shift: 10 }],
    ],
    [
      'untick step 11 of spanish',
      [{ kind: 'untickStep', step: { index: 10 }, item: { words: 'spanish', context: 'untick step 11 of spanish' } }],
    ],
    [
      'the first step of spanish is done',
      [
        {
          kind: 'tickStep',
          step: { index: 0 },
          item: { words: 'spanish', context: 'the first step of spanish is done' },
        },
      ],
    ],
    [
      'tick off step 2 of the marathon plan',
      [
        {
          kind: 'tickStep',
          step: { index: 1 },
          item: { words: 'marathon plan', context: 'tick off step 2 of the marathon plan' },
        },
      ],
    ],
    [
      'how many steps are left on spanish',
      [{ kind: 'progress', item: { words: 'spanish', context: 'how many steps are left on spanish' } }],
    ],
    [
      'how many steps do i have on the novel',
      [{ kind: 'progress', item: { words: 'novel', context: 'how many steps do i have on the novel' } }],
    ],
    ['hows spanish going', [{ kind: 'progress', item: { words: 'spanish', context: 'hows spanish going' } }]],
    [
      'how are my swimming lessons going',
      [{ kind: 'progress', item: { words: 'swimming lessons', context: 'how are my swimming lessons going' } }],
    ],
    [
      'how many steps are remaining',
      [{ kind: 'progress', item: { it: true, context: 'how many steps are remaining' } }],
    ],
    ['have i finished anything this month', [{ kind: 'progress' }]],
    ['its not done', [{ kind: 'untickStep', item: { it: true } }]],
    ['ticked that off', [{ kind: 'tickItem', item: { it: true, context: 'ticked that off' } }]],
    ['tick this off', [{ kind: 'tickItem', item: { it: true, context: 'tick this off' } }]],
    ['check off the marathon', [{ kind: 'tickItem', item: { words: 'marathon', context: 'check off the marathon' } }]],
    ['crossed that off', [{ kind: 'tickItem', item: { it: true, context: 'crossed that off' } }]],
    ['mark this done', [{ kind: 'tickItem', item: { it: true, context: 'mark this done' } }]],
    ['marked it as complete', [{ kind: 'tickItem', item: { it: true, context: 'marked it as complete' } }]],
    ['checked off spanish', [{ kind: 'tickItem', item: { words: 'spanish', context: 'checked off spanish' } }]],
    [
      'crossed off the marathon',
      [{ kind: 'tickItem', item: { words: 'marathon', context: 'crossed off the marathon' } }],
    ],
    [
      'i cant tick off spanish yet',
      [{ kind: 'stuck', item: { words: 'spanish', context: 'i cant tick off spanish yet' } }],
    ],
    [
      'i couldnt tick off the marathon',
      [{ kind: 'stuck', item: { words: 'marathon', context: 'i couldnt tick off the marathon' } }],
    ],
    [
      'i didnt tick off the marathon',
      [{ kind: 'stuck', item: { words: 'marathon', context: 'i didnt tick off the marathon' } }],
    ],
    [
      'i havent ticked off spanish',
      [{ kind: 'stuck', item: { words: 'spanish', context: 'i havent ticked off spanish' } }],
    ],
    [
      'i wont tick it off till june',
      [{ kind: 'stuck', item: { words: 'till june', context: 'i wont tick it off till june' } }],
    ],
    [
      'push spanish back by two weeks',
      [{ kind: 'setDate', item: { words: 'spanish', context: 'push spanish back by two weeks' }, shift: 14 }],
    ],
    [
      'move the marathon forward a week',
      [{ kind: 'setDate', item: { words: 'marathon', context: 'move the marathon forward a week' }, shift: -7 }],
    ],
    [
      'id like to learn spanish by june',
      [
        {
          kind: 'setDate',
          item: { words: 'learn spanish', context: 'id like to learn spanish by june' },
          date: '2026-06-01',
        },
      ],
    ],
    [
      'im going to run a marathon by june',
      [
        {
          kind: 'setDate',
          item: { words: 'run a marathon', context: 'im going to run a marathon by june' },
          date: '2026-06-01',
        },
      ],
    ],
    [
      'im gonna learn to surf by summer',
      [
        {
          kind: 'setDate',
          item: { words: 'learn to surf', context: 'im gonna learn to surf by summer' },
          date: '2026-06-21',
        },
      ],
    ],
    [
      'im hoping to see the northern lights by december',
      [
        {
          kind: 'setDate',
          item: { words: 'see the northern lights', context: 'im hoping to see the northern lights by december' },
          date: '2026-12-01',
        },
      ],
    ],
    [
      'make a plan for spanish',
      [{ kind: 'plan', item: { words: 'spanish', context: 'make a plan for spanish' }, phrase: 'spanish' }],
    ],
    [
      'make one for the marathon',
      [{ kind: 'plan', item: { words: 'marathon', context: 'make one for the marathon' }, phrase: 'marathon' }],
    ],
    [
      'how do i go about the novel',
      [{ kind: 'plan', item: { words: 'novel', context: 'how do i go about the novel' }, phrase: 'novel' }],
    ],
    [
      'how should i begin with spanish',
      [{ kind: 'plan', item: { words: 'spanish', context: 'how should i begin with spanish' }, phrase: 'spanish' }],
    ],
    [
      'help me with spanish',
      [{ kind: 'plan', item: { words: 'spanish', context: 'help me with spanish' }, phrase: 'spanish' }],
    ],
    [
      'help me achieve the marathon',
      [{ kind: 'plan', item: { words: 'marathon', context: 'help me achieve the marathon' }, phrase: 'marathon' }],
    ],
    ['what am i behind on', [{ kind: 'next', phrase: 'overdue' }]],
    ['anything im slacking on', [{ kind: 'next', phrase: 'overdue' }]],
    ['anything past its date', [{ kind: 'next', phrase: 'overdue' }]],
    ['show me where im at', [{ kind: 'progress' }]],
    ['what does my list look like now', [{ kind: 'progress' }]],
    ['whens the marathon', [{ kind: 'progress', item: { words: 'marathon', context: 'whens the marathon' } }]],
    ['what is next', [{ kind: 'next' }]],
    ['pick one', [{ kind: 'next' }]],
    ['got 30 mins what should i do', [{ kind: 'next' }]],
    ['got 2 hours free what should i do', [{ kind: 'next' }]],
    ['cancel the yoga ones', [{ kind: 'cancelReminder', reminder: { words: 'yoga' } }], 'listed'],
    ['cancel the one you just set', [{ kind: 'cancelReminder', reminder: { it: true, recent: true } }], 'listed'],
    [
      'i said id finish the novel this year',
      [{ kind: 'stuck', item: { words: 'finish the novel', context: 'i said id finish the novel this year' } }],
    ],
    [
      'been procrastinating the novel',
      [{ kind: 'stuck', item: { words: 'novel', context: 'been procrastinating the novel' } }],
    ],
    [
      'i cant seem to get going on spanish',
      [{ kind: 'stuck', item: { words: 'spanish', context: 'i cant seem to get going on spanish' } }],
    ],
    ['havent started the novel', [{ kind: 'stuck', item: { words: 'novel', context: 'havent started the novel' } }]],
    ['id like some ideas for a date night', [{ kind: 'suggest', phrase: 'a date night' }]],
    ['on the 3rd', [{ kind: 'choose', date: '2026-04-03', phrase: 'day 3' }], 'pickDate'],
    ['number two', [{ kind: 'choose', item: { card: 2 } }], 'pickItem'],
    ['#1', [{ kind: 'choose', item: { card: 1 } }], 'pickItem'],
    ['um the marathon', [{ kind: 'choose', item: { words: 'marathon', context: 'the marathon' } }], 'pickItem'],
    ['erm spanish', [{ kind: 'choose', item: { words: 'spanish', context: 'spanish' } }], 'pickItem'],
    [
      'found a race in 3 weeks, set the date to that',
      [
        {
          kind: 'setDate',
          item: { it: true, context: 'found a race in 3 weeks, set the date to that' },
          date: '2026-03-31',
        },
      ],
    ],
    [
      'should i just delete it?',
      [{ kind: 'remove', confirm: true, item: { it: true, context: 'should i just delete it?' } }],
    ],
    [
      'remind me friday to book it',
      [
        {
          kind: 'remind',
          item: { it: true, context: 'remind me friday to book it' },
          step: { words: 'book' },
          date: '2026-03-13',
        },
      ],
    ],
    ['make it 7pm', [{ kind: 'moveReminder', reminder: { it: true }, time: '19:00' }], 'moved'],
    ['untick spanish', [{ kind: 'untickStep', item: { words: 'spanish', context: 'untick spanish' } }]],
    [
      'booked the surf lesson',
      [
        {
          kind: 'tickStep',
          item: { words: 'surf lesson', context: 'booked the surf lesson' },
          step: { words: 'booked surf lesson' },
        },
      ],
    ],
    [
      'move the first step of spanish to friday',
      [
        {
          kind: 'setDate',
          step: { index: 0 },
          item: { words: 'spanish', context: 'move the first step of spanish to friday' },
          date: '2026-03-13',
        },
      ],
    ],
    ['i didnt mark it done', [{ kind: 'stuck' }]],
    ['something about numbers and goals', [{ kind: 'style', style: 'goal_oriented' }], 'style'],
    ['i want something relaxing near me', [{ kind: 'suggest', phrase: 'relaxing', place: 'near me' }]],
    [
      'what about the marathon?',
      [{ kind: 'progress', item: { words: 'marathon', context: 'what about the marathon?' } }],
      'progress',
    ],
    [
      'add surfing to list',
      [{ kind: 'add', item: { words: 'surfing', context: 'add surfing to list' }, phrase: 'surfing' }],
    ],
    [
      'put salsa classes on bucketlist',
      [
        {
          kind: 'add',
          item: { words: 'salsa classes', context: 'put salsa classes on bucketlist' },
          phrase: 'salsa classes',
        },
      ],
    ],
    [
      'remind me to stretch in a bit',
      [{ kind: 'remind', item: { words: 'stretch', context: 'remind me to stretch in a bit' } }],
    ],
    [
      'remind me to call grandma in a while',
      [{ kind: 'remind', item: { words: 'call grandma', context: 'remind me to call grandma in a while' } }],
    ],
    [
      'remind me to renew my passport in a few months',
      [
        {
          kind: 'remind',
          item: { words: 'renew my passport', context: 'remind me to renew my passport in a few months' },
          date: '2026-06-10',
        },
      ],
    ],
    ['its the second one', [{ kind: 'unclear', item: { card: 2 } }], 'ideas'],
    ['the 2nd option', [{ kind: 'unclear', item: { card: 2 } }], 'ideas'],
    ['number 3', [{ kind: 'unclear', item: { card: 3 } }], 'ideas'],
    [
      'i havent touched spanish in weeks',
      [{ kind: 'stuck', item: { words: 'spanish', context: 'i havent touched spanish in weeks' } }],
    ],
    [
      'havent practised piano for ages',
      [{ kind: 'stuck', item: { words: 'piano', context: 'havent practised piano for ages' } }],
    ],
    [
      'ive been putting off the marathon',
      [{ kind: 'stuck', item: { words: 'marathon', context: 'ive been putting off the marathon' } }],
    ],
    ['whats next', [{ kind: 'next' }]],
    ['whats next this week', [{ kind: 'next', horizon: 'week' }]],
    ['hows my spanish going', [{ kind: 'progress', item: { words: 'spanish', context: 'hows my spanish going' } }]],
    ['thats wrong', [{ kind: 'undo' }]],
    ['its fine', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['its fine as it is', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['nevermind', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['keep it as is', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['forget that', [{ kind: 'smallTalk', phrase: 'leave it' }]],
    ['lets do it', [{ kind: 'acceptPlan' }], 'plan'],
    ['yes do it', [{ kind: 'acceptPlan' }], 'plan'],
    ['go with that', [{ kind: 'acceptPlan' }], 'plan'],
    ['gotta go do some work', [{ kind: 'smallTalk', phrase: 'bye' }]],
    ['youre being a bit too pushy', [{ kind: 'style', style: 'gentle_encouragement' }]],
    [
      'does that count as the half too',
      [{ kind: 'tickItem', confirm: true, item: { words: 'half', context: 'does that count as the half too' } }],
    ],
    [
      'would it count towards the marathon',
      [
        {
          kind: 'tickItem',
          confirm: true,
          item: { words: 'marathon', context: 'would it count towards the marathon' },
        },
      ],
    ],
    [
      'i can only do weekends',
      [{ kind: 'plan', item: { it: true, context: 'i can only do weekends' }, phrase: 'weekends' }],
      'plan',
    ],
    [
      'only free on weekends',
      [{ kind: 'plan', item: { it: true, context: 'only free on weekends' }, phrase: 'weekends' }],
      'plan',
    ],
    [
      'only around in the evenings',
      [{ kind: 'plan', item: { it: true, context: 'only around in the evenings' }, phrase: 'weekdays' }],
      'plan',
    ],
    ['what coaching styles do you have', [{ kind: 'style' }]],
    ['stop being so nice', [{ kind: 'style' }]],
    ['delete reminder about the dentist', [{ kind: 'cancelReminder', reminder: { words: 'dentist' } }]],
    ['stop reminding me about the gym', [{ kind: 'cancelReminder', reminder: { words: 'gym' } }]],
    ['dont remind me about yoga anymore', [{ kind: 'cancelReminder', reminder: { words: 'yoga' } }]],
    ['change reminder for yoga to 7pm', [{ kind: 'moveReminder', reminder: { words: 'yoga' }, time: '19:00' }]],
    [
      'another one for tuesday at 6',
      [
        {
          kind: 'remind',
          item: { it: true, context: 'another one for tuesday at 6' },
          date: '2026-03-17',
          time: '18:00',
        },
      ],
      'remind',
    ],
    [
      'dont let me forget to pack',
      [{ kind: 'remind', item: { words: 'pack', context: 'dont let me forget to pack' } }],
    ],
    ['remind me morning before', [{ kind: 'remind', item: { it: true }, phrase: 'morning before', time: '09:00' }]],
    ['remind me on the day theyre due', [{ kind: 'remind', item: { it: true }, phrase: 'due' }]],
    [
      'remove skydiving from list',
      [{ kind: 'remove', item: { words: 'skydiving', context: 'remove skydiving from list' } }],
    ],
    [
      'delete surfing from bucket list',
      [{ kind: 'remove', item: { words: 'surfing', context: 'delete surfing from bucket list' } }],
    ],
    [
      'i dont want to do the marathon anymore',
      [{ kind: 'remove', item: { words: 'marathon', context: 'i dont want to do the marathon anymore' } }],
    ],
    [
      'add the northern lights to bucketlist',
      [
        {
          kind: 'add',
          item: { words: 'northern lights', context: 'add the northern lights to bucketlist' },
          phrase: 'northern lights',
        },
      ],
    ],
    [
      'is a month enough to learn spanish',
      [
        {
          kind: 'feasible',
          item: { words: 'learn spanish', context: 'is a month enough to learn spanish' },
          shift: 30,
        },
      ],
    ],
    [
      'could i learn spanish within a year',
      [
        {
          kind: 'feasible',
          item: { words: 'learn spanish', context: 'could i learn spanish within a year' },
          shift: 365,
        },
      ],
    ],
    [
      'how many steps do i have left for the marathon',
      [{ kind: 'progress', item: { words: 'marathon', context: 'how many steps do i have left for the marathon' } }],
    ],
    ['how many steps to go', [{ kind: 'progress', item: { it: true, context: 'how many steps to go' } }]],
    [
      'hows the novel coming along',
      [{ kind: 'progress', item: { words: 'novel', context: 'hows the novel coming along' } }],
    ],
    [
      'how far have i got with spanish',
      [{ kind: 'progress', item: { words: 'spanish', context: 'how far have i got with spanish' } }],
    ],
    ['make it 7pm', [{ kind: 'moveReminder', reminder: { it: true }, time: '19:00' }], 'remind'],
    ['lets say 8 instead', [{ kind: 'moveReminder', reminder: { it: true }, time: '08:00' }], 'moved'],
    ['cancel the gym one', [{ kind: 'cancelReminder', reminder: { words: 'gym' } }], 'listed'],
    ['move yoga to sunday', [{ kind: 'moveReminder', reminder: { words: 'yoga' }, date: '2026-03-15' }], 'listed'],
    ['the 14th', [{ kind: 'choose', date: '2026-03-14', phrase: 'day 14' }], 'pickDate'],
    ['on the 3rd', [{ kind: 'choose', date: '2026-04-03', phrase: 'day 3' }], 'pickDate'],
    ['no. 2', [{ kind: 'choose', item: { card: 2 } }], 'pickItem'],
    ['its the marathon', [{ kind: 'choose', item: { words: 'marathon', context: 'its the marathon' } }], 'pickItem'],
    [
      'i meant the spanish one',
      [{ kind: 'choose', item: { words: 'spanish', context: 'i meant the spanish one' } }],
      'pickItem',
    ],
    ['something tougher', [{ kind: 'style', style: 'tough_love' }], 'style'],
    ['spanish i think', [{ kind: 'unclear', item: { words: 'spanish', context: 'spanish i think' } }], 'checkin'],
    ['and the marathon?', [{ kind: 'progress', item: { words: 'marathon', context: 'the marathon?' } }], 'progress'],
    [
      'and salsa classes',
      [{ kind: 'add', item: { words: 'salsa classes', context: 'salsa classes' }, phrase: 'salsa classes' }],
      'added',
    ],
    ['im behind on everything', [{ kind: 'stuck' }]],
    ['whats overdue', [{ kind: 'next', phrase: 'overdue' }]],
    ['what have i been putting off', [{ kind: 'next', phrase: 'overdue' }]],
    ['what am i slacking on', [{ kind: 'next', phrase: 'overdue' }]],
    ['got a few hours free, what should i do', [{ kind: 'next' }]],
    ['pick something for me', [{ kind: 'next' }]],
    ['where should i start', [{ kind: 'next' }]],
    ['tick it off', [{ kind: 'tickItem', item: { it: true, context: 'tick it off' } }]],
    [
      'ticked off the marathon',
      [{ kind: 'tickItem', item: { words: 'marathon', context: 'ticked off the marathon' } }],
    ],
    ['cross off spanish', [{ kind: 'tickItem', item: { words: 'spanish', context: 'cross off spanish' } }]],
    ['mark it as done', [{ kind: 'tickItem', item: { it: true, context: 'mark it as done' } }]],
    [
      'marked the marathon complete',
      [{ kind: 'tickItem', item: { words: 'marathon', context: 'marked the marathon complete' } }],
    ],
    [
      'finally did the marathon',
      [{ kind: 'tickItem', item: { words: 'marathon', context: 'finally did the marathon' } }],
    ],
    [
      'i wanna run a marathon by october',
      [
        {
          kind: 'setDate',
          item: { words: 'run a marathon', context: 'i wanna run a marathon by october' },
          date: '2026-10-01',
        },
      ],
    ],
    [
      'id like to learn spanish by next summer',
      [
        {
          kind: 'setDate',
          item: { words: 'learn spanish', context: 'id like to learn spanish by next summer' },
          date: '2026-06-21',
        },
      ],
    ],
    [
      'help me get started with spanish',
      [{ kind: 'plan', item: { words: 'spanish', context: 'help me get started with spanish' }, phrase: 'spanish' }],
    ],
    [
      'how do i start with the novel',
      [{ kind: 'plan', item: { words: 'novel', context: 'how do i start with the novel' }, phrase: 'novel' }],
    ],
    [
      'make me a plan for the marathon',
      [{ kind: 'plan', item: { words: 'marathon', context: 'make me a plan for the marathon' }, phrase: 'marathon' }],
    ],
    [
      'plan out my trip to japan',
      [
        {
          kind: 'plan',
          item: { words: 'trip to japan', context: 'plan out my trip to japan' },
          phrase: 'trip to japan',
        },
      ],
    ],
    [
      'train for a half marathon',
      [
        {
          kind: 'plan',
          item: { words: 'half marathon', context: 'train for a half marathon' },
          phrase: 'half marathon',
        },
      ],
    ],
  ];
  it.each(
    cases.map(([message, asks, context]) => ({
      message,
      asks,
      context,
      name: `${message}${context ? ` · after ${context}` : ''}`,
    })),
  )('$name', ({ message, asks, context }) => {
    expect(read(message, context ? after[context] : {})).toEqual(asks);
  });
});

describe('how long a message may be and still be a thanks, a yes, a no or a greeting: both ends', () => {
  const plan: Extra = { previous: { ask: 'plan', itemId: 'a' } };
  const ideas: Extra = { previous: { ask: 'next', cards: [{ itemId: 'a', title: 'Learn Spanish' }] } };
  const kindOf = (message: string, extra: Extra = {}) => read(message, extra)[0]?.kind;
  it.each([
    // [at the limit, one word past it, what the short one is, the context]
    ['thanks so much that is really helpful mate', 'thanks so much that is really very helpful mate', 'thanks'],
    ['cheers that was really useful for me today', 'cheers that was really really useful for me today', 'thanks'],
    ['yes please that sounds good to me coach', 'yes please that sounds really good to me coach', 'acceptPlan', plan],
    ['no not right now i am so busy', 'no not right now i am so very busy', 'rejectPlan', plan],
    ['hi there coach how are you doing today', 'hi there coach how are you doing today mate', 'smallTalk'],
    [
      'ok gonna go do some actual work now bye for now thanks',
      'ok gonna go do some actual work now bye for now thanks coach',
      'smallTalk',
    ],
  ] as [string, string, Ask['kind'], Extra?][])('“%s”, and one word more', (short, long, kind, extra) => {
    expect(short.split(' ')).toHaveLength(long.split(' ').length - 1);
    expect(kindOf(short, extra)).toBe(kind);
    expect(kindOf(long, extra)).not.toBe(kind);
  });
  it.each([
    // [a message at the length limit of its reading, the context, what it is]
    ['anything else you can think of', { previous: { ask: 'suggest' } }, { kind: 'suggest', phrase: '' }],
    [
      'what about my trip to japan next year',
      { previous: { ask: 'progress', itemId: 'a' } },
      {
        kind: 'progress',
        item: { words: 'trip to japan', context: 'what about my trip to japan next year' },
        date: '2027-06-30',
      },
    ],
    [
      'so when would i actually get round to doing this',
      {},
      { kind: 'progress', item: { it: true, context: 'when would i actually get round to doing this' } },
    ],
    [
      'swimming with great white sharks in south africa',
      { previous: { ask: 'add', pending: { ask: { kind: 'add' }, field: 'what' } } },
      {
        kind: 'choose',
        item: {
          words: 'swimming with great white sharks in south africa',
          context: 'swimming with great white sharks in south africa',
        },
      },
    ],
    [
      'the one about swimming with great white sharks off the cape coast',
      { previous: { ask: 'tickItem', pending: { ask: { kind: 'tickItem' }, field: 'item' } } },
      {
        kind: 'choose',
        item: {
          words: 'swimming with great white sharks off the cape coast',
          context: 'swimming with great white sharks off the cape coast',
        },
      },
    ],
    [
      'undo that, i meant the one about swimming with great white sharks in africa',
      {},
      {
        kind: 'undo',
        phrase: 'the one about swimming with great white sharks in africa',
        item: { it: true, context: 'the one about swimming with great white sharks in africa' },
      },
    ],
  ] as [string, Extra, Ask][])('“%s” at its length limit', (message, extra, ask) => {
    expect(read(message, extra)).toEqual([ask]);
  });
  it('"what else do i need for the marathon" asks about the marathon, not for more ideas', () => {
    expect(read('what else do i need for the marathon', { previous: { ask: 'suggest' } })[0]?.kind).not.toBe('suggest');
  });
  it('"what else have you got for me" after ideas is more of them, however long', () => {
    expect(read('what else have you got for me today', ideas)).toEqual([{ kind: 'next' }]);
    expect(read('what else', { previous: { ask: 'suggest' } })).toEqual([{ kind: 'suggest', phrase: '' }]);
  });
  it('"yes" alone to "which one?" chooses nothing; "yes, the marathon" chooses it', () => {
    const which: Extra = {
      previous: { ask: 'tickItem', pending: { ask: { kind: 'tickItem' }, field: 'item' } },
    };
    expect(read('yes', which)[0]?.kind).not.toBe('choose');
    expect(read('yes the marathon', which)).toEqual([
      { kind: 'choose', item: { words: 'marathon', context: 'the marathon' } },
    ]);
  });
  it('"no, not right now" turns a plan down; "no, not that one" undoes', () => {
    expect(read('no not now', plan)).toEqual([{ kind: 'rejectPlan' }]);
    expect(read('no not that one')).toEqual([{ kind: 'undo' }]);
    expect(read('no, not the marathon')[0]).toMatchObject({ kind: 'undo', item: { words: 'marathon' } });
  });
});

describe('a fresh set of what people type (data/coach/conversations-fresh.json), read as meant', () => {
  const cases: [string, Ask[]][] = [
    [
      'knee is playing up again 😩 push my half back 2 wks',
      [
        {
          kind: 'setDate',
          item: { words: 'half', context: 'knee is playing up again 😩 push my half back 2 weeks' },
          shift: 14,
        },
      ],
    ],
    [
      'remind me abt spain in 2 wks',
      [{ kind: 'remind', item: { words: 'spain', context: 'remind me about spain in 2 weeks' }, date: '2026-03-24' }],
    ],
    [
      'can u move my surf reminder to sunday 9ish',
      [{ kind: 'moveReminder', reminder: { words: 'surf' }, date: '2026-03-15', time: '09:00' }],
    ],
    [
      'lets say october for japan',
      [{ kind: 'setDate', item: { words: 'japan', context: 'lets say october for japan' }, date: '2026-10-15' }],
    ],
    [
      'can we do the dinner party thing this sat instead',
      [
        {
          kind: 'setDate',
          item: { words: 'dinner party', context: 'can we do the dinner party thing this saturday instead' },
          date: '2026-03-14',
        },
      ],
    ],
    [
      'spanish convo partner by end of next month pls',
      [
        {
          kind: 'setDate',
          item: {
            words: 'spanish conversation partner',
            context: 'spanish conversation partner by end of next month pls',
          },
          date: '2026-04-30',
        },
      ],
    ],
    [
      'honestly at this rate i might hit 50 by the end of summer',
      [{ kind: 'unclear', item: { it: true, context: 'at this rate i might hit 50 by the end of summer' } }],
    ],
    ['25 books done 📚🔥', [{ kind: 'tickItem', item: { words: '25 books', context: '25 books done 📚🔥' } }]],
    [
      'sheet music ✅ it finally makes sense lol',
      [{ kind: 'tickItem', item: { words: 'sheet music', context: 'sheet music ✅ it finally makes sense lol' } }],
    ],
    [
      'oh and the shoes came finally 👟',
      [{ kind: 'tickItem', item: { words: 'shoes', context: 'the shoes came finally 👟' } }],
    ],
    [
      'the novel hasnt been finished',
      [{ kind: 'unclear', item: { it: true, context: 'the novel hasnt been finished' } }],
    ],
    [
      'add learn to make sushi, aim for november 🍣',
      [
        {
          kind: 'add',
          item: { words: 'learn to make sushi', context: 'add learn to make sushi, aim for november 🍣' },
          phrase: 'learn to make sushi',
        },
        { kind: 'setDate', item: { it: true }, date: '2026-11-15' },
      ],
    ],
    ['ok ur being kinda brutal lately, can u tone it down pls 🥺', [{ kind: 'style', style: 'gentle_encouragement' }]],
    [
      'jeez ok maybe a bit less brutal, just keep me focused on goals and numbers',
      [{ kind: 'style', style: 'goal_oriented' }],
    ],
    [
      'um why is pottery ticked?? never went the class got cancelled 🙄',
      [
        {
          kind: 'untickStep',
          item: { words: 'pottery', context: 'why is pottery ticked?? never went the class got cancelled 🙄' },
        },
      ],
    ],
    [
      'maybe just push it back idk cant deal rn',
      [{ kind: 'setDate', item: { it: true, context: 'push it back idk cant deal rn' }, phrase: 'how far' }],
    ],
    [
      'and bin pottery and the shelter one while ur at it, been there done that',
      [
        {
          kind: 'remove',
          item: {
            words: 'pottery and the shelter',
            context: 'bin pottery and the shelter one while ur at it, been there done that',
          },
        },
      ],
    ],
    [
      'spanish convo partner by end of next month pls, and surf lesson booking in a fortnight',
      [
        {
          kind: 'setDate',
          item: {
            words: 'spanish conversation partner',
            context: 'spanish conversation partner by end of next month pls',
          },
          date: '2026-04-30',
        },
        { kind: 'setDate', item: { words: 'surf lesson booking', context: 'surf lesson booking' }, date: '2026-03-24' },
      ],
    ],
    [
      'reading. remind me tmrw at 3 to actually do it',
      [{ kind: 'remind', item: { words: 'reading', context: 'reading' }, date: '2026-03-11', time: '15:00' }],
    ],
  ];
  it.each(cases)('%s', (message, asks) => {
    expect(read(message)).toEqual(asks);
  });

  const suggested: CoachMemory = {
    ask: 'suggest',
    cards: [
      { activityId: 1, title: 'Swim with sea turtles' },
      { activityId: 2, title: 'Go snorkelling' },
    ],
  };
  const offeredTwo = (cards: { itemId: string; title: string }[]): CoachMemory => ({
    ask: 'remove',
    cards,
    pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
  });
  const confirming: CoachMemory = {
    ask: 'tickItem',
    pending: { ask: { kind: 'add', phrase: 'parkrun', item: { words: 'parkrun' }, done: true }, field: 'confirm' },
  };
  const answers: [string, CoachMemory, Ask[]][] = [
    ['ooh the first one', suggested, [{ kind: 'add', item: { card: 1 }, phrase: 'first' }]],
    ['and the 2nd too why not', { ...suggested, ask: 'add' }, [{ kind: 'add', item: { card: 2 }, phrase: '2nd' }]],
    [
      'the full one obvs',
      offeredTwo([
        { itemId: 'h', title: 'Run a half marathon' },
        { itemId: 'm', title: 'Run a marathon' },
      ]),
      [{ kind: 'choose', item: { card: 2 } }],
    ],
    [
      'not japan, the other one',
      offeredTwo([
        { itemId: 's', title: 'Visit Spain' },
        { itemId: 'j', title: 'Visit Japan' },
      ]),
      [{ kind: 'choose', item: { card: 1 } }],
    ],
    ['yeah add it and tick it off', confirming, [{ kind: 'choose', phrase: 'yes' }]],
    ['yes pls do that', confirming, [{ kind: 'choose', phrase: 'yes' }]],
    [
      'ok sign me up for the race pls',
      confirming,
      [{ kind: 'unclear', item: { it: true, context: 'sign me up for the race pls' } }],
    ],
    [
      'actually 8 is better',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '08:00' }],
    ],
    [
      'make it half 12',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '12:30' }],
    ],
    [
      'like 3 months',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift 90' }],
    ],
    [
      'by july pls',
      { ask: 'add', itemId: 'x', cards: [{ itemId: 'x', title: 'Swim with sea turtles' }] },
      [{ kind: 'setDate', item: { it: true, context: 'by july pls' }, date: '2026-07-01' }],
    ],
    [
      'oh lol. bungee jumping then',
      { ask: 'add' },
      [{ kind: 'add', item: { words: 'bungee jumping', context: 'bungee jumping then' }, phrase: 'bungee jumping' }],
    ],
  ];
  it.each(answers)('%s (after the coach’s last turn)', (message, previous, asks) => {
    expect(read(message, { previous })).toEqual(asks);
  });
});

describe('the fresh set’s phrasings, each way people put them', () => {
  // [message, the coach's last turn (or none), what it asks]
  const cases: [string, CoachMemory | null, Ask[]][] = [
    ['the sheet music ✔', null, [{ kind: 'tickItem', item: { words: 'sheet music', context: 'the sheet music ✔' } }]],
    [
      'finally the shoes arrived',
      null,
      [{ kind: 'tickItem', item: { words: 'shoes', context: 'finally the shoes arrived' } }],
    ],
    ['my shoes came', null, [{ kind: 'tickItem', item: { words: 'shoes', context: 'my shoes came' } }]],
    ["we're done", null, [{ kind: 'unclear', item: { words: "we're", context: "we're done" } }]],
    [
      'the essay isnt finished',
      null,
      [{ kind: 'unclear', item: { words: 'essay isnt', context: 'the essay isnt finished' } }],
    ],
    [
      'the shoes arent done',
      null,
      [{ kind: 'unclear', item: { words: 'shoes arent', context: 'the shoes arent done' } }],
    ],
    [
      'the essays werent finished',
      null,
      [{ kind: 'unclear', item: { words: 'essays werent', context: 'the essays werent finished' } }],
    ],
    [
      'the essay hadnt been finished',
      null,
      [{ kind: 'unclear', item: { it: true, context: 'the essay hadnt been finished' } }],
    ],
    [
      'a very long list of things that are all done',
      null,
      [{ kind: 'unclear', item: { it: true, context: 'a very long list of things that are all done' } }],
    ],
    [
      'uhh why is pottery ticked, never went',
      null,
      [{ kind: 'untickStep', item: { words: 'pottery', context: 'uhh why is pottery ticked, never went' } }],
    ],
    [
      'hmm why is pottery marked done? not done',
      null,
      [{ kind: 'untickStep', item: { words: 'pottery', context: 'why is pottery marked done? not done' } }],
    ],
    [
      'wait why is pottery ticked, the class was canceled',
      null,
      [
        {
          kind: 'untickStep',
          item: { words: 'pottery', context: 'wait why is pottery ticked, the class was canceled' },
        },
      ],
    ],
    [
      "erm why has pottery been ticked, i haven't been",
      null,
      [{ kind: 'untickStep', item: { words: 'pottery', context: "why has pottery been ticked, i haven't been" } }],
    ],
    [
      'why is pottery ticked',
      null,
      [{ kind: 'unclear', item: { words: 'why is pottery ticked', context: 'why is pottery ticked' } }],
    ],
    [
      'push surfing back 3 wks',
      null,
      [{ kind: 'setDate', item: { words: 'surfing', context: 'push surfing back 3 weeks' }, shift: 21 }],
    ],
    [
      'push surfing back 2 mths',
      null,
      [{ kind: 'setDate', item: { words: 'surfing', context: 'push surfing back 2 months' }, shift: 60 }],
    ],
    [
      'push surfing back a wk',
      null,
      [{ kind: 'setDate', item: { words: 'surfing', context: 'push surfing back a week' }, shift: 7 }],
    ],
    [
      'remind me tomoz at 9 about the dentist',
      null,
      [
        {
          kind: 'remind',
          item: { words: 'dentist', context: 'remind me tomorrow at 9 about the dentist' },
          date: '2026-03-11',
          time: '09:00',
        },
      ],
    ],
    [
      'remind me next fri about the dentist',
      null,
      [
        {
          kind: 'remind',
          item: { words: 'dentist', context: 'remind me next friday about the dentist' },
          date: '2026-03-13',
        },
      ],
    ],
    [
      'remind me b4 the weekend about the gym',
      null,
      [
        {
          kind: 'remind',
          item: { words: 'gym', context: 'remind me before the weekend about the gym' },
          date: '2026-03-14',
        },
      ],
    ],
    ['what should i do this wknd', null, [{ kind: 'next', horizon: 'weekend' }]],
    [
      'can u add skydiving',
      null,
      [{ kind: 'add', item: { words: 'skydiving', context: 'can you add skydiving' }, phrase: 'skydiving' }],
    ],
    [
      'remind me in 3 hrs about the oven',
      null,
      [{ kind: 'remind', item: { words: 'oven', context: 'remind me in 3 hours about the oven' } }],
    ],
    [
      'remind me tues 7:30 about yoga',
      null,
      [
        {
          kind: 'remind',
          item: { words: 'yoga', context: 'remind me tues 7:30 about yoga' },
          date: '2026-03-17',
          time: '19:30',
        },
      ],
    ],
    [
      "let's say june for spain",
      null,
      [{ kind: 'setDate', item: { words: 'spain', context: "let's say june for spain" }, date: '2026-06-15' }],
    ],
    [
      'how about march for spain',
      null,
      [{ kind: 'setDate', item: { words: 'spain', context: 'how about march for spain' }, date: '2026-03-15' }],
    ],
    [
      'aim for april with spain',
      null,
      [{ kind: 'setDate', item: { words: 'spain', context: 'aim for april with spain' }, date: '2026-04-15' }],
    ],
    [
      'make it june for spain',
      null,
      [{ kind: 'setDate', item: { words: 'spain', context: 'make it june for spain' }, date: '2026-06-15' }],
    ],
    [
      'can you do spain in july',
      null,
      [{ kind: 'setDate', item: { words: 'spain', context: 'can you do spain in july' }, date: '2026-07-15' }],
    ],
    [
      'what about friday',
      null,
      [{ kind: 'unclear', item: { words: 'what about friday', context: 'what about friday' } }],
    ],
    [
      'i want to visit spain by june',
      null,
      [
        {
          kind: 'setDate',
          item: { words: 'visit spain', context: 'i want to visit spain by june' },
          date: '2026-06-01',
        },
      ],
    ],
    [
      'i will finish the novel by june',
      null,
      [{ kind: 'unclear', item: { it: true, context: 'i will finish the novel by june' } }],
    ],
    [
      'i think spain by june probably',
      null,
      [{ kind: 'unclear', item: { it: true, context: 'i think spain by june probably' } }],
    ],
    [
      'push the novel back',
      null,
      [{ kind: 'setDate', item: { words: 'novel', context: 'push the novel back' }, phrase: 'how far' }],
    ],
    [
      'push it forward',
      null,
      [{ kind: 'setDate', item: { it: true, context: 'push it forward' }, phrase: 'how far earlier' }],
    ],
    [
      'move spain earlier',
      null,
      [{ kind: 'setDate', item: { words: 'spain', context: 'move spain earlier' }, phrase: 'how far earlier' }],
    ],
    ['be less intense', null, [{ kind: 'style', style: 'gentle_encouragement' }]],
    ['no fluff just the numbers', null, [{ kind: 'style', style: 'goal_oriented' }]],
    ['less fluffy please, facts and dates', null, [{ kind: 'style', style: 'goal_oriented' }]],
    [
      'add see the pyramids, by june',
      null,
      [
        {
          kind: 'add',
          item: { words: 'see the pyramids', context: 'add see the pyramids, by june' },
          phrase: 'see the pyramids',
        },
        { kind: 'setDate', item: { it: true }, date: '2026-06-01' },
      ],
    ],
    [
      'add see the pyramids and aim for june 🐪',
      null,
      [
        {
          kind: 'add',
          item: { words: 'see the pyramids', context: 'add see the pyramids and aim for june 🐪' },
          phrase: 'see the pyramids',
        },
        { kind: 'setDate', item: { it: true }, date: '2026-06-15' },
      ],
    ],
    [
      'add see the pyramids on sunday',
      null,
      [
        {
          kind: 'add',
          item: { words: 'see the pyramids', context: 'add see the pyramids on sunday' },
          phrase: 'see the pyramids',
        },
      ],
    ],
    [
      'add "see the pyramids" by june',
      null,
      [
        {
          kind: 'add',
          item: { words: 'see the pyramids', context: 'add "see the pyramids" by june' },
          phrase: 'see the pyramids',
        },
      ],
    ],
    [
      'ooh the first one',
      {
        ask: 'suggest',
        cards: [
          { activityId: 1, title: 'Swim with sea turtles' },
          { activityId: 2, title: 'Go snorkelling' },
          { activityId: 3, title: 'Kayak at night' },
        ],
      },
      [{ kind: 'add', item: { card: 1 }, phrase: 'first' }],
    ],
    [
      'yes the second',
      {
        ask: 'suggest',
        cards: [
          { activityId: 1, title: 'Swim with sea turtles' },
          { activityId: 2, title: 'Go snorkelling' },
          { activityId: 3, title: 'Kayak at night' },
        ],
      },
      [{ kind: 'add', item: { card: 2 }, phrase: 'second' }],
    ],
    [
      'the last one',
      {
        ask: 'suggest',
        cards: [
          { activityId: 1, title: 'Swim with sea turtles' },
          { activityId: 2, title: 'Go snorkelling' },
          { activityId: 3, title: 'Kayak at night' },
        ],
      },
      [{ kind: 'add', item: { card: 3 }, phrase: 'last' }],
    ],
    [
      'ok the first one please',
      {
        ask: 'suggest',
        cards: [
          { activityId: 1, title: 'Swim with sea turtles' },
          { activityId: 2, title: 'Go snorkelling' },
          { activityId: 3, title: 'Kayak at night' },
        ],
      },
      [{ kind: 'add', item: { card: 1 }, phrase: 'first' }],
    ],
    [
      'the fifth one',
      {
        ask: 'suggest',
        cards: [
          { activityId: 1, title: 'Swim with sea turtles' },
          { activityId: 2, title: 'Go snorkelling' },
          { activityId: 3, title: 'Kayak at night' },
        ],
      },
      [{ kind: 'add', item: { card: 5 }, phrase: 'fifth' }],
    ],
    [
      'and the third too',
      {
        ask: 'add',
        cards: [
          { activityId: 1, title: 'Swim with sea turtles' },
          { activityId: 2, title: 'Go snorkelling' },
          { activityId: 3, title: 'Kayak at night' },
        ],
      },
      [{ kind: 'add', item: { card: 3 }, phrase: 'third' }],
    ],
    [
      'the first one',
      { ask: 'add', cards: [{ itemId: 'x', title: 'Swim' }] },
      [{ kind: 'unclear', item: { card: 1 } }],
    ],
    [
      'the full one obvs',
      {
        ask: 'remove',
        cards: [
          { itemId: 'h', title: 'Run a half marathon' },
          { itemId: 'm', title: 'Run a marathon' },
        ],
        pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
      },
      [{ kind: 'choose', item: { card: 2 } }],
    ],
    [
      'the other one',
      {
        ask: 'remove',
        itemId: 'j',
        cards: [
          { itemId: 's', title: 'Visit Spain' },
          { itemId: 'j', title: 'Visit Japan' },
        ],
        pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
      },
      [{ kind: 'choose', item: { card: 1 } }],
    ],
    [
      'not japan, the other one',
      {
        ask: 'remove',
        cards: [
          { itemId: 's', title: 'Visit Spain' },
          { itemId: 'j', title: 'Visit Japan' },
        ],
        pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
      },
      [{ kind: 'choose', item: { card: 1 } }],
    ],
    [
      'not the spain one, the other',
      {
        ask: 'remove',
        cards: [
          { itemId: 's', title: 'Visit Spain' },
          { itemId: 'j', title: 'Visit Japan' },
        ],
        pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
      },
      [{ kind: 'choose', item: { card: 2 } }],
    ],
    [
      'the full marathon',
      {
        ask: 'remove',
        cards: [
          { itemId: 'h', title: 'Run a half marathon' },
          { itemId: 'm', title: 'Run a marathon' },
        ],
        pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
      },
      [{ kind: 'choose', item: { card: 2 } }],
    ],
    [
      'spain',
      {
        ask: 'remove',
        cards: [
          { itemId: 's', title: 'Visit Spain' },
          { itemId: 'j', title: 'Visit Japan' },
        ],
        pending: { ask: { kind: 'remove', item: { words: 'running' } }, field: 'item' },
      },
      [{ kind: 'choose', item: { words: 'spain', context: 'spain' } }],
    ],
    [
      'yeah add it and tick it off',
      {
        ask: 'tickItem',
        pending: { ask: { kind: 'add', phrase: 'parkrun', item: { words: 'parkrun' }, done: true }, field: 'confirm' },
      },
      [{ kind: 'choose', phrase: 'yes' }],
    ],
    [
      'yes pls do that',
      {
        ask: 'tickItem',
        pending: { ask: { kind: 'add', phrase: 'parkrun', item: { words: 'parkrun' }, done: true }, field: 'confirm' },
      },
      [{ kind: 'choose', phrase: 'yes' }],
    ],
    [
      'ok sign me up for the race pls',
      {
        ask: 'tickItem',
        pending: { ask: { kind: 'add', phrase: 'parkrun', item: { words: 'parkrun' }, done: true }, field: 'confirm' },
      },
      [{ kind: 'unclear', item: { it: true, context: 'sign me up for the race pls' } }],
    ],
    [
      'sure why not',
      {
        ask: 'tickItem',
        pending: { ask: { kind: 'add', phrase: 'parkrun', item: { words: 'parkrun' }, done: true }, field: 'confirm' },
      },
      [{ kind: 'choose', phrase: 'yes' }],
    ],
    [
      'yes and also plan the marathon',
      {
        ask: 'tickItem',
        pending: { ask: { kind: 'add', phrase: 'parkrun', item: { words: 'parkrun' }, done: true }, field: 'confirm' },
      },
      [{ kind: 'plan', item: { words: 'marathon', context: 'plan the marathon' }, phrase: 'marathon' }],
    ],
    [
      'like 3 months',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift 90' }],
    ],
    [
      'a couple of weeks',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift 14' }],
    ],
    [
      'a few days',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift 3' }],
    ],
    [
      'two weeks',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far earlier' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift -14' }],
    ],
    [
      '12 days',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift 12' }],
    ],
    [
      'a month',
      {
        ask: 'setDate',
        itemId: 's',
        pending: { ask: { kind: 'setDate', item: { id: 's' }, phrase: 'how far' }, field: 'date' },
      },
      [{ kind: 'choose', phrase: 'shift 30' }],
    ],
    [
      'actually 8 is better',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '08:00' }],
    ],
    [
      'make it half 12',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '12:30' }],
    ],
    [
      '8pm instead',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '20:00' }],
    ],
    [
      'how about 7',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '19:00' }],
    ],
    ['nah 6', { ask: 'remind', reminderId: 'r1' }, [{ kind: 'moveReminder', reminder: { it: true }, time: '18:00' }]],
    [
      'maybe 9:30 then',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'moveReminder', reminder: { it: true }, time: '09:30' }],
    ],
    ['at noon', { ask: 'remind', reminderId: 'r1' }, [{ kind: 'moveReminder', reminder: { it: true }, time: '12:00' }]],
    [
      '8 books',
      { ask: 'remind', reminderId: 'r1' },
      [{ kind: 'unclear', item: { words: '8 books', context: '8 books' } }],
    ],
    [
      'by july pls',
      { ask: 'add', itemId: 'x', cards: [{ itemId: 'x', title: 'Swim with sea turtles' }] },
      [{ kind: 'setDate', item: { it: true, context: 'by july pls' }, date: '2026-07-01' }],
    ],
    [
      'for june',
      { ask: 'add', itemId: 'x', cards: [{ itemId: 'x', title: 'Swim with sea turtles' }] },
      [{ kind: 'setDate', item: { it: true, context: 'for june' }, date: '2026-06-15' }],
    ],
    [
      'in may please',
      { ask: 'add', itemId: 'x', cards: [{ itemId: 'x', title: 'Swim with sea turtles' }] },
      [{ kind: 'setDate', item: { it: true, context: 'in may please' }, date: '2026-05-15' }],
    ],
    [
      'by june then',
      { ask: 'add', itemId: 'x', cards: [{ itemId: 'x', title: 'Swim with sea turtles' }] },
      [{ kind: 'setDate', item: { it: true, context: 'by june then' }, date: '2026-06-01' }],
    ],
    [
      'oh lol. bungee jumping then',
      { ask: 'add' },
      [{ kind: 'add', item: { words: 'bungee jumping', context: 'bungee jumping then' }, phrase: 'bungee jumping' }],
    ],
    [
      'skydiving instead',
      { ask: 'add' },
      [{ kind: 'add', item: { words: 'skydiving', context: 'skydiving instead' }, phrase: 'skydiving' }],
    ],
  ];
  it.each(cases)('%s', (message, previous, asks) => {
    expect(read(message, { previous })).toEqual(asks);
  });
});

describe('times and days as people say them', () => {
  const reminded: Extra = { previous: { ask: 'remind', reminderId: 'r1' } };

  it('an hour in words is a time: "at seven", "ten on friday", "seven o\'clock"', () => {
    expect(read('remind me to stretch at seven')).toEqual([
      { kind: 'remind', item: { words: 'stretch', context: 'remind me to stretch at seven' }, time: '19:00' },
    ]);
    expect(read('remind me to call mum at ten on friday')).toEqual([
      {
        kind: 'remind',
        item: { words: 'call mum', context: 'remind me to call mum at ten on friday' },
        date: '2026-03-13',
        time: '10:00',
      },
    ]);
    for (const [message, time] of [
      ['at seven', '19:00'],
      ["seven o'clock", '19:00'],
      ['seven oclock', '19:00'],
      ['make it eleven am', '11:00'],
    ] as const) {
      expect(read(message, reminded), message).toEqual([{ kind: 'moveReminder', reminder: { it: true }, time }]);
    }
    // "One" as a number of things is no hour.
    expect(read('add skydiving at one of the sites')).toEqual([
      {
        kind: 'add',
        item: { words: 'skydiving at one of the sites', context: 'add skydiving at one of the sites' },
        phrase: 'skydiving at one of the sites',
      },
    ]);
    expect(read('meet at one point')[0]?.time).toBeUndefined();
  });

  it('a time alone, right after a reminder, moves that reminder, however it is written', () => {
    for (const [message, time] of [
      ['10pm', '22:00'],
      ['7:30', '19:30'],
      ['7 pm', '19:00'],
      ['half 7', '19:30'],
      ['half past 10', '10:30'],
      ['make it 10:15pm', '22:15'],
      ['how about 8 instead', '08:00'],
      ['no 9am is better', '09:00'],
      ['nah 6pm pls', '18:00'],
    ] as const) {
      expect(read(message, reminded), message).toEqual([{ kind: 'moveReminder', reminder: { it: true }, time }]);
    }
    // Something named with the time is a reminder of its own.
    expect(read('the gym at 7', reminded)).toEqual([
      { kind: 'remind', item: { words: 'gym', context: 'the gym at 7' }, time: '19:00' },
    ]);
    // Without a reminder in the talk, a bare time is not taken as one.
    expect(read('7:30')[0]?.kind).not.toBe('moveReminder');
  });

  it('"make it the 20th": a day of the month the date is already in; with a month, that month', () => {
    expect(read('make it the 20th')).toEqual([
      { kind: 'setDate', item: { it: true, context: 'make it the 20th' }, phrase: 'day 20', date: '2026-03-20' },
    ]);
    expect(read('set it for the 3rd')).toEqual([
      { kind: 'setDate', item: { it: true, context: 'set it for the 3rd' }, phrase: 'day 3', date: '2026-04-03' },
    ]);
    expect(read('make it on the 5th')[0]).toMatchObject({ phrase: 'day 5', date: '2026-04-05' });
    // The month said too: nothing is left to name an item ("the" is no name).
    expect(read('make it the 20th of april')).toEqual([
      { kind: 'setDate', item: { it: true, context: 'make it the 20th of april' }, date: '2026-04-20' },
    ]);
    expect(read('make it the 5th at 6pm')).toEqual([
      {
        kind: 'setDate',
        item: { it: true, context: 'make it the 5th at 6pm' },
        date: '2026-04-05',
        time: '18:00',
      },
    ]);
  });

  it("each thing named with its own date is dated with it, never with the whole message's one date", () => {
    expect(read('i want to learn spanish by june, and run a marathon in a fortnight')).toEqual([
      {
        kind: 'setDate',
        item: { words: 'learn spanish', context: 'i want to learn spanish by june' },
        date: '2026-06-01',
      },
      { kind: 'setDate', item: { words: 'run a marathon', context: 'run a marathon' }, date: '2026-03-24' },
    ]);
    // A clause that names a thing and its own date, after one that moved another: dated too.
    expect(read('move spanish to june. pottery in a fortnight')).toEqual([
      { kind: 'setDate', item: { words: 'spanish', context: 'move spanish to june' }, date: '2026-06-15' },
      { kind: 'setDate', item: { words: 'pottery', context: 'pottery' }, date: '2026-03-24' },
    ]);
    expect(read('set spanish for june. and the marathon in a fortnight')).toEqual([
      { kind: 'setDate', item: { words: 'spanish', context: 'set spanish for june' }, date: '2026-06-15' },
      { kind: 'setDate', item: { words: 'marathon', context: 'marathon' }, date: '2026-03-24' },
    ]);
  });

  it('when something is to happen is no part of its name', () => {
    for (const [message, words] of [
      ['add learn the ukulele in a while', 'learn the ukulele'],
      ['add see the northern lights in a couple of years', 'see the northern lights'],
      ['add a spa day at the weekend', 'spa day'],
      ['add go ice skating on the 14th', 'go ice skating'],
      ['add run a marathon in a fortnight', 'run a marathon'],
      ['add wild swimming in the morning', 'wild swimming'],
    ] as const) {
      expect(read(message), message).toEqual([{ kind: 'add', item: { words, context: message }, phrase: words }]);
    }
    for (const [message, words, date] of [
      ['remind me to call the bank in a day', 'call the bank', '2026-03-11'],
      ['remind me to water the plants in a week', 'water the plants', '2026-03-17'],
      ['remind me to renew my passport in a month', 'renew my passport', '2026-04-10'],
      ['remind me about the tax return in a year', 'tax return', '2027-03-10'],
      ['remind me to book flights on the 3rd', 'book flights', '2026-04-03'],
    ] as const) {
      expect(read(message), message).toEqual([{ kind: 'remind', item: { words, context: message }, date }]);
    }
    expect(read('i want to learn pottery in a few months')).toEqual([
      {
        kind: 'setDate',
        item: { words: 'learn pottery', context: 'i want to learn pottery in a few months' },
        date: '2026-06-10',
      },
    ]);
  });

  it('"in an hour", "in 20 mins": a moment on the member\'s own clock, once the coach knows it', () => {
    const at = (clock: string): Extra => ({ clock });
    for (const [message, words, clock, date, time] of [
      ['remind me to stretch in an hour', 'stretch', '14:22', '2026-03-10', '15:25'],
      ['remind me in 20 mins to take the bread out', 'take the bread out', '09:00', '2026-03-10', '09:20'],
      ['remind me to call mum in half an hour', 'call mum', '18:10', '2026-03-10', '18:40'],
      ['ping me in 2 hours about the tickets', 'tickets', '23:30', '2026-03-11', '01:30'],
      ['remind me to drink water in an hour and a half', 'drink water', '10:00', '2026-03-10', '11:30'],
      ['remind me to check the oven in 45 minutes', 'check the oven', '17:50', '2026-03-10', '18:35'],
      ['nudge me about the essay 3 hours from now', 'essay', '08:01', '2026-03-10', '11:05'],
      ['remind me to book the table in 1.5 hours', 'book the table', '12:00', '2026-03-10', '13:30'],
    ] as const) {
      expect(read(message, at(clock)), message).toEqual([
        { kind: 'remind', item: { words, context: message }, date, time },
      ]);
    }
    // Right after a reminder, the span moves it.
    expect(
      read('actually make it in two hours', { clock: '14:00', previous: { ask: 'remind', reminderId: 'r1' } }),
    ).toEqual([{ kind: 'moveReminder', reminder: { it: true }, date: '2026-03-10', time: '16:00' }]);
    // Nothing but when, right after a reminder, moves it there.
    const reminded: Extra = { clock: '14:22', previous: { ask: 'remind', reminderId: 'r1' } };
    for (const [message, date, time] of [
      ['around eight tonight', '2026-03-10', '20:00'],
      ['actually 8 tonight', '2026-03-10', '20:00'],
      ['in 10 mins', '2026-03-10', '14:35'],
      ['six tomorrow evening', '2026-03-11', '18:00'],
      ['monday at 9 please', '2026-03-16', '09:00'],
      ['8 on friday morning', '2026-03-13', '08:00'],
    ] as const) {
      expect(read(message, reminded), message).toEqual([{ kind: 'moveReminder', reminder: { it: true }, date, time }]);
    }
    for (const [message, date] of [
      ['tomorrow same time', '2026-03-11'],
      ['friday then', '2026-03-13'],
      ['make it the 20', '2026-03-20'],
    ] as const) {
      expect(read(message, reminded), message).toEqual([{ kind: 'moveReminder', reminder: { it: true }, date }]);
    }
    expect(read('remind me to call mum at 8 tonight')).toEqual([
      {
        kind: 'remind',
        item: { words: 'call mum', context: 'remind me to call mum at 8 tonight' },
        date: '2026-03-10',
        time: '20:00',
      },
    ]);
    // "The 20" is a day only where nothing else follows it.
    expect(read('make it the 20')).toEqual([
      { kind: 'setDate', item: { it: true, context: 'make it the 20' }, phrase: 'day 20', date: '2026-03-20' },
    ]);
    expect(read('add the 5 peaks challenge')[0]).toMatchObject({ kind: 'add', phrase: '5 peaks challenge' });
    // On the five minutes already, it stays; past midnight, the next day; a week or more is no hour.
    expect(read('remind me to stretch in 20 minutes', at('14:20'))[0]).toMatchObject({
      date: '2026-03-10',
      time: '14:40',
    });
    expect(read('remind me to stretch in 1 min', at('23:59'))[0]).toMatchObject({ date: '2026-03-11', time: '00:00' });
    expect(read('remind me to stretch in 48 hours', at('09:00'))[0]).toMatchObject({
      date: '2026-03-12',
      time: '09:00',
    });
    expect(read('remind me to stretch in 200 hours', at('09:00'))[0]).not.toMatchObject({ time: expect.anything() });
    expect(read('remind me to stretch in 0 minutes', at('09:00'))[0]).not.toMatchObject({ time: expect.anything() });
    expect(read('remind me about the oven in a few minutes', at('09:00'))[0]).toMatchObject({ time: '09:05' });
    // Words that carry nothing move nothing; a number before "tonight" is its hour.
    for (const message of ['maybe', 'instead', 'ok then please'])
      expect(read(message, reminded)[0]?.kind, message).not.toBe('moveReminder');
    expect(read('10 tonight', reminded)).toEqual([
      { kind: 'moveReminder', reminder: { it: true }, date: '2026-03-10', time: '22:00' },
    ]);
    // Without a reminder in the words or the talk, "in an hour" is no date and no time.
    expect(read('i need to book the table in an hour', at('14:00'))[0]).not.toMatchObject({ date: expect.anything() });
    // How long something took is no moment to be reminded at.
    expect(read('i ran 10k in an hour', at('14:00'))[0]).not.toMatchObject({ time: expect.anything() });
    expect(read('add bake bread in 3 hours', at('14:00'))[0]).not.toMatchObject({ time: expect.anything() });
    // Without the member's clock the time is not guessed.
    expect(read('remind me to stretch in an hour')[0]).not.toMatchObject({ time: expect.anything() });
  });
});

describe("the end of a time; a reminder's hour, its day and what it is about", () => {
  it('"for the end of next month", "to the end of june": when, never part of what is dated', () => {
    for (const [message, words, date] of [
      ['set spanish for the end of next month', 'spanish', '2026-04-30'],
      ['move pottery to the end of next month', 'pottery', '2026-04-30'],
      ['change the marathon to the end of the year', 'marathon', '2026-12-31'],
      ['push spanish to the end of june', 'spanish', '2026-06-30'],
      ['spanish by the end of next month', 'spanish', '2026-04-30'],
      ['set spanish for the end of the summer', 'spanish', '2026-08-31'],
      ['spanish by the end of the summer', 'spanish', '2026-08-31'],
    ] as const) {
      expect(read(message), message).toEqual([{ kind: 'setDate', item: { words, context: message }, date }]);
    }
    // The end of a place is part of its name.
    expect(read('add walk to the end of southend pier')[0]).toMatchObject({
      kind: 'add',
      phrase: 'walk to the end of southend pier',
    });
  });

  it('"a reminder for 5" is at five; "for 5 days" is no hour; the time said first is not what it is about', () => {
    expect(read('set a reminder for 5 to walk the dog')).toEqual([
      {
        kind: 'remind',
        item: { words: 'walk the dog', context: 'set a reminder for 5 to walk the dog' },
        time: '17:00',
      },
    ]);
    expect(read('can you set a reminder for 7 for yoga')).toEqual([
      { kind: 'remind', item: { words: 'yoga', context: 'can you set a reminder for 7 for yoga' }, time: '19:00' },
    ]);
    expect(read('set a reminder for 6pm for the dentist')[0]).toMatchObject({
      item: { words: 'dentist' },
      time: '18:00',
    });
    expect(read('set a reminder for 5 days from now to call mum')[0]).toMatchObject({
      item: { words: 'call mum' },
      date: '2026-03-15',
    });
    expect(read('set a reminder for 5 days from now to call mum')[0]).not.toMatchObject({ time: expect.anything() });
    expect(read('set a reminder for 5k training')[0]).toMatchObject({ item: { words: '5k training' } });
    expect(read('set a reminder for 5k training')[0]).not.toMatchObject({ time: expect.anything() });
  });

  it("a time answering the coach's own question about a reminder answers it: it moves no reminder", () => {
    const asked: Extra = {
      previous: {
        ask: 'remind',
        pending: { ask: { kind: 'remind', item: { words: 'stretch' }, date: '2026-03-10' }, field: 'date' },
      },
    };
    for (const [message, time] of [
      ['11pm', '23:00'],
      ['at 6pm then', '18:00'],
      ['half 7', '19:30'],
    ] as const) {
      expect(read(message, asked), message).toEqual([{ kind: 'choose', time }]);
    }
  });

  it('what a reminder is about is read without the words that say when: "in a couple of hours to check the oven"', () => {
    expect(read('remind me in a couple of hours to check the oven', { clock: '14:22' })).toEqual([
      {
        kind: 'remind',
        item: { words: 'check the oven', context: 'remind me in a couple of hours to check the oven' },
        date: '2026-03-10',
        time: '16:25',
      },
    ]);
    expect(read('remind me in a few days about the visa')[0]).toMatchObject({ item: { words: 'visa' } });
  });

  it('"first thing tomorrow" is early tomorrow, not the first step; "tick the first thing" still is', () => {
    expect(read('remind me first thing tomorrow to book the campsite')).toEqual([
      {
        kind: 'remind',
        item: { words: 'book the campsite', context: 'remind me first thing tomorrow to book the campsite' },
        date: '2026-03-11',
        time: '08:00',
      },
    ]);
    expect(read('remind me to book the campsite first thing')[0]).toMatchObject({ time: '08:00' });
    expect(read('tick the first thing on my plan')[0]).toMatchObject({ kind: 'tickStep', step: { index: 0 } });
    expect(read('tick the first thing on my plan')[0]).not.toMatchObject({ time: expect.anything() });
  });

  it('"what\'s the first thing i should do for spanish" asks where spanish stands', () => {
    for (const message of [
      "what's the first thing i should do for spanish",
      'what should i do first for spanish',
      'whats the first thing to do for spanish',
    ]) {
      expect(read(message)[0], message).toMatchObject({ kind: 'progress', item: { words: 'spanish' } });
    }
  });

  it('an alarm asked for is a reminder, in the morning unless said; "i set an alarm" asks nothing', () => {
    expect(read('set an alarm for 6am for the sunrise hike')[0]).toMatchObject({
      kind: 'remind',
      item: { words: 'sunrise hike' },
      time: '06:00',
    });
    expect(read('set an alarm for 7 tomorrow to go running')[0]).toMatchObject({
      item: { words: 'go running' },
      date: '2026-03-11',
      time: '07:00',
    });
    expect(read('can you set an alarm for 5:30 tomorrow for the sunrise hike')[0]).toMatchObject({ time: '05:30' });
    expect(read('please set an alarm for 8 tonight to call dad')[0]).toMatchObject({ time: '20:00' });
    expect(read('i set an alarm but slept through it')[0]?.kind).not.toBe('remind');
  });

  it('"2 weeks before the marathon", "a week before the race": counted back from what it names', () => {
    expect(read('remind me a week before the race')).toEqual([
      { kind: 'remind', item: { words: 'race', context: 'remind me a week before the race' }, phrase: '7 days before' },
    ]);
    expect(read('remind me 3 days before the trip to pack')[0]).toMatchObject({ phrase: '3 days before' });
    expect(read('remind me 2 weeks before the marathon')[0]).toMatchObject({
      item: { words: 'marathon' },
      phrase: '14 days before',
    });
    expect(read('remind me the day before')[0]).toMatchObject({ item: { it: true }, phrase: 'day before' });
  });
});

describe('a third set of what people type, each way people put it', () => {
  const talk: Extra = { clock: '14:22', previous: { ask: 'progress', itemId: 'item-1' } };
  const reminded: Extra = { clock: '14:22', previous: { ask: 'remind', reminderId: 'r1' } };
  it('how people ask for a reminder: "nag me", "before bed", "after work", "in a bit", "during lunch"', () => {
    expect(read('and nag me abt it friday')[0]).toMatchObject({ kind: 'remind', date: '2026-03-13' });
    expect(read('just remind me to stretch before bed')[0]).toMatchObject({
      item: { words: 'stretch' },
      time: '22:00',
    });
    expect(read('remind me abt it monday after work')[0]).toMatchObject({
      item: { it: true },
      date: '2026-03-16',
      time: '18:00',
    });
    expect(read('remind me to stretch in a bit', talk)[0]).toMatchObject({ date: '2026-03-10', time: '14:55' });
    expect(read('remind me in a while to call mum', talk)[0]).toMatchObject({ time: '15:25' });
    expect(read('remind me about spanish, havent done it in a while', talk)[0]).not.toMatchObject({
      time: expect.anything(),
    });
    expect(read('ok remind me to sign up during lunch tmrw')[0]).toMatchObject({
      item: { words: 'sign up' },
      date: '2026-03-11',
      time: '12:00',
    });
  });

  it('a reminder moved by a time written without its colon, to an hour, or by a day', () => {
    expect(read('actually make it 1230', reminded)).toEqual([
      { kind: 'moveReminder', reminder: { it: true }, time: '12:30' },
    ]);
    expect(read('make it 2027', reminded)[0]).not.toMatchObject({ time: expect.anything() });
    expect(read('move my guitar reminder to 8 instead')[0]).toMatchObject({
      kind: 'moveReminder',
      reminder: { words: 'guitar' },
      time: '08:00',
    });
    expect(read('can u push my run reminder back a day, legs need it')).toEqual([
      { kind: 'moveReminder', reminder: { words: 'run' }, shift: 1 },
    ]);
    expect(read('move the guitar reminder forward 2 days')[0]).toMatchObject({ shift: -2 });
  });

  it('a date for what the talk is about: "aim for next june", "give me till sunday", "bring it forward"', () => {
    expect(read('aim for next june', talk)[0]).toMatchObject({
      kind: 'setDate',
      item: { it: true },
      date: '2026-06-15',
    });
    expect(read('ugh ok give me till sunday', talk)[0]).toMatchObject({ kind: 'setDate', item: { it: true } });
    expect(read("let's say october", talk)[0]).toMatchObject({
      kind: 'setDate',
      item: { it: true },
      date: '2026-10-15',
    });
    expect(read('aim for june for japan')[0]).toMatchObject({ item: { words: 'japan' } });
    expect(
      read('yeah maybe bring it forward, she doesnt want to fly too late on. like a month from now?')[0],
    ).toMatchObject({
      kind: 'setDate',
      item: { it: true },
      date: '2026-04-10',
    });
    expect(read('can u move it to end of next week')[0]).toMatchObject({ item: { it: true }, date: '2026-03-20' });
    expect(read('the club one, move it to fri')[0]).toMatchObject({ kind: 'setDate', item: { words: 'club' } });
  });

  it('what a date is for, not what was done that morning: "i was at the lake this morning ... a date for the wetsuit"', () => {
    const message =
      'ok so i was at the lake this morning and signed up for the swim club finally and the lady said i need a wetsuit before october so can you put that as a date for the wetsuit thing';
    expect(read(message)[0]).toMatchObject({ kind: 'setDate', item: { words: 'wetsuit thing' }, date: '2026-10-01' });
  });

  it('names without emoji, the story after a comma, or how it went', () => {
    expect(read('ran 8k this morning without dying 🥵🏃‍♀️')[0]).toMatchObject({
      item: { words: 'ran 8k without dying' },
    });
    expect(read('oh also tick off the saving one, my bonus came in and thats it covered 🙌')[0]).toMatchObject({
      item: { words: 'saving' },
    });
    expect(read('add learn to make sushi, aim for november')[0]).toMatchObject({ phrase: 'learn to make sushi' });
  });

  it('an add says who may see it where the member said so', () => {
    expect(read("add 'tell dad i forgive him' to my list but keep it private, just for me")[0]).toMatchObject({
      kind: 'add',
      phrase: 'tell dad i forgive him',
      privacy: 'private',
    });
    expect(read('add skydiving, just for me')[0]).toMatchObject({ phrase: 'skydiving', privacy: 'private' });
    expect(read('add see the northern lights, friends only')[0]).toMatchObject({ privacy: 'friends' });
    expect(read('add learn sign language to my list')[0]).not.toMatchObject({ privacy: expect.anything() });
  });

  it('"can you go easier on me" changes the style', () => {
    expect(read('ngl the coaching is stressing me out rn, can you go easier on me for a while')).toEqual([
      { kind: 'style', style: 'gentle_encouragement' },
    ]);
  });

  it('each way a reminder is moved by days: "back by two days", "forward a week", "later by a day"', () => {
    expect(read('push my run reminder back by two days')[0]).toMatchObject({ reminder: { words: 'run' }, shift: 2 });
    expect(read('bring the gym reminder forward a week')[0]).toMatchObject({ reminder: { words: 'gym' }, shift: -7 });
    expect(read('move the piano reminder on 3 days')[0]).toMatchObject({ reminder: { words: 'piano' }, shift: 3 });
    expect(read('move the piano reminder earlier by 2 weeks')[0]).toMatchObject({ shift: -14 });
    expect(read('move the piano reminder to friday')[0]).not.toMatchObject({ shift: expect.anything() });
  });

  it('what "it" is, said first: "the club one, move it to fri", "my guitar one, push it to friday"', () => {
    expect(read('the club one, move it to fri')[0]).toMatchObject({ item: { words: 'club' } });
    expect(read('my guitar one, push it to friday')[0]).toMatchObject({ item: { words: 'guitar' } });
    expect(read('the club,move it to friday')[0]).toMatchObject({ item: { words: 'club' } });
    expect(read('that one, move it to friday', talk)[0]).toMatchObject({ item: { it: true } });
    expect(read('set a deadline for my spanish goal for june')[0]).toMatchObject({ item: { words: 'spanish goal' } });
  });

  it('a date for "it" needs nothing else named: "aim for june for japan" names japan, "aim for it" no date', () => {
    expect(read('ok ugh aim for june', talk)[0]).toMatchObject({ kind: 'setDate', item: { it: true } });
    expect(read('fine give me until friday', talk)[0]).toMatchObject({ kind: 'setDate', item: { it: true } });
    expect(read('yeah give me to the end of the month', talk)[0]).toMatchObject({
      kind: 'setDate',
      item: { it: true },
    });
    expect(read("let's go for the 20th", talk)[0]).toMatchObject({ kind: 'setDate', item: { it: true } });
    expect(read('aim for it', talk)[0]).not.toMatchObject({ kind: 'setDate', item: { it: true } });
    expect(read('give me till sunday for the lisbon trip', talk)[0]).toMatchObject({ item: { words: 'lisbon trip' } });
  });

  it('who may see it, each way it is said, and the name without it', () => {
    for (const [message, privacy, phrase] of [
      ['add skydiving and keep it private', 'private', 'skydiving'],
      ['add skydiving but make it private', 'private', 'skydiving'],
      ['add skydiving, only for me', 'private', 'skydiving'],
      ['add skydiving, only me', 'private', 'skydiving'],
      ['add skydiving as private', 'private', 'skydiving'],
      ['add skydiving, only my friends', 'friends', 'skydiving'],
      ['add skydiving, just friends', 'friends', 'skydiving'],
      ['add skydiving and make it public', 'public', 'skydiving'],
    ] as const) {
      expect(read(message)[0], message).toMatchObject({ kind: 'add', phrase, privacy });
    }
  });

  it('a new clause after a comma is no part of a name', () => {
    for (const [message, words] of [
      ["tick off spanish, that's it covered", 'spanish'],
      ['tick off spanish, its been a long time coming', 'spanish'],
      ["tick off spanish, it's finally happened", 'spanish'],
      ['tick off the saving one, my bonus came in', 'saving'],
      ['remind me about spanish, havent done it in ages', 'spanish'],
      ['remind me about spanish, need to practise', 'spanish'],
      ['remind me about spanish, gotta practise', 'spanish'],
      ['remind me about spanish, have to practise', 'spanish'],
    ] as const) {
      expect(read(message)[0]?.item, message).toMatchObject({ words });
    }
  });

  it('counted back: "10 days before the race"; more than 90 days is not a reminder\'s offset', () => {
    expect(read('remind me 10 days before the race')[0]).toMatchObject({
      item: { words: 'race' },
      phrase: '10 days before',
    });
    expect(read('remind me 13 weeks before the wedding')[0]).not.toMatchObject({ phrase: '91 days before' });
    expect(read('remind me 12 weeks before the wedding')[0]).toMatchObject({ phrase: '84 days before' });
    expect(read("remind me the day it's due")[0]).toMatchObject({ item: { it: true }, phrase: 'due' });
    expect(read('remind me the morning before the exam')[0]).toMatchObject({ item: { words: 'exam' } });
  });

  it('"what do i do first on spanish", "the next thing to do for the marathon": where it stands', () => {
    for (const [message, words] of [
      ['what do i do first on spanish', 'spanish'],
      ['what can i do next with the marathon', 'marathon'],
      ["what's the next thing to do for the marathon", 'marathon'],
      ['whats the first thing we need to do for iceland', 'iceland'],
      ['what is the first thing i have to do about spanish', 'spanish'],
    ] as const) {
      expect(read(message)[0], message).toMatchObject({ kind: 'progress', item: { words } });
    }
  });

  it('"tick the second step" is a step; "first thing" only as a time', () => {
    expect(read('tick the second step')[0]).toMatchObject({ step: { index: 1 } });
    expect(read('done the first thing on the list')[0]).toMatchObject({ step: { index: 0 } });
  });

  it('more of how the same things are put', () => {
    expect(read('what should i do next about spanish')[0]).toMatchObject({
      kind: 'progress',
      item: { words: 'spanish' },
    });
    expect(read("what's first thing i should do for spanish")[0]).toMatchObject({
      kind: 'progress',
      item: { words: 'spanish' },
    });
    expect(read("remind me on the day it's due, before work")[0]).toMatchObject({ item: { it: true }, phrase: 'due' });
    expect(read('push the run reminder back 10 days')[0]).toMatchObject({ shift: 10 });
    expect(read('remind me 90 days before the wedding')[0]).toMatchObject({ phrase: '90 days before' });
    for (const [message, words] of [
      ['tick off spanish,thats it', 'spanish'],
      ["remind me about spanish, can't face it", 'spanish'],
      ['remind me about spanish, need practice', 'spanish'],
      ['tick off the trip, my sister is thrilled', 'trip'],
    ] as const) {
      expect(read(message)[0]?.item, message).toMatchObject({ words });
    }
    for (const [message, words] of [
      ['set pottery for the end of this year', 'pottery'],
      ['move spanish until the end of the month', 'spanish'],
      ['push spanish to end of march', 'spanish'],
    ] as const) {
      expect(read(message)[0]?.item, message).toMatchObject({ words });
    }
  });

  it('joy is not a negation, a leading emoji is a mood, and a day or time taken back is not said', () => {
    for (const [message, words] of [
      ['tick off spanish, cant believe it', 'spanish'],
      ["can't believe i finally finished the sourdough", 'sourdough'],
      ['🎉 did the 10k', '10k'],
      ['🎉🎉 finished sourdough!!', 'sourdough'],
    ] as const) {
      expect(read(message)[0], message).toMatchObject({ kind: 'tickItem', item: { words } });
    }
    expect(read("i didn't tick off the marathon")[0]).toMatchObject({ kind: 'stuck' });
    expect(read("can't tick off spanish yet")[0]).toMatchObject({ kind: 'stuck' });
    expect(read('remind me wednesday no wait thursday to call mum')[0]).toMatchObject({
      kind: 'remind',
      date: '2026-03-12',
    });
    expect(read('remind me at 5, sorry, 6 to stretch')[0]).toMatchObject({ kind: 'remind', time: '18:00' });
    // "At" stays only with the time it was said with: a day meant instead is no time.
    expect(read('remind me at 5 no 6 to stretch')[0]?.item?.context).toBe('remind me at 6 to stretch');
    expect(read('remind me tomorrow, sorry, 6 to stretch')[0]?.time).toBeUndefined();
    expect(read('remind me at 5, sorry, friday to stretch')[0]).toMatchObject({
      date: '2026-03-13',
      item: { context: 'remind me friday to stretch' },
    });
    expect(read('set it for tomorrow actually friday')[0]).toMatchObject({ kind: 'setDate', date: '2026-03-13' });
    // A day taken back further on: the first becomes the one meant ("no friday" takes nothing back).
    expect(read('remind me on wednesday to look at camper vans no wait thursday')[0]).toMatchObject({
      kind: 'remind',
      date: '2026-03-12',
      item: { words: 'look at camper vans' },
    });
    expect(read('remind me friday to call mum, actually saturday')[0]).toMatchObject({
      date: '2026-03-14',
      item: { words: 'call mum' },
    });
    expect(read('remind me tomorrow to book the dentist, no, today')[0]).toMatchObject({ date: '2026-03-10' });
    expect(read('i run on monday and no friday')[0]?.item?.context).toBe('i run on monday and no friday');
    // What was let slide is what is late; "and remind me..." after it is a new request.
    for (const message of [
      'what have i let slide',
      "what's slipping",
      'anything i forgot about?',
      'what did i drop the ball on',
    ])
      expect(read(message)[0], message).toEqual({ kind: 'next', phrase: 'overdue' });
    const afterNext: Extra = { previous: { ask: 'next', itemId: 'i1' } };
    expect(read('and nag me abt it friday', afterNext)[0]).toMatchObject({ kind: 'remind', date: '2026-03-13' });
    expect(read('and the spanish?', afterNext)[0]).toMatchObject({ kind: 'progress', item: { words: 'spanish' } });
    // A tick taken back with its reason, however long.
    const ticked: Extra = { previous: { ask: 'tickStep', itemId: 'i1', stepId: 's1' } };
    expect(read('wait no i only learnt the chords for it, cant play it all the way thru yet lol', ticked)).toEqual([
      { kind: 'undo' },
    ]);
    // What the last turn changed, done to another: with its own when, or the same one.
    const moved: Extra = {
      previous: {
        ask: 'moveReminder',
        reminderId: 'r1',
        did: { kind: 'moveReminder', date: '2026-03-15', time: '09:00' },
      },
    };
    expect(read('and the piano one a day later', moved)).toEqual([
      { kind: 'moveReminder', reminder: { words: 'piano' }, shift: 1 },
    ]);
    expect(read('and the piano one too', moved)).toEqual([
      { kind: 'moveReminder', reminder: { words: 'piano' }, date: '2026-03-15', time: '09:00' },
    ]);
    expect(read('and the spanish?', moved)[0]?.kind).not.toBe('moveReminder');
    const dated: Extra = { previous: { ask: 'setDate', itemId: 'i1', did: { kind: 'setDate', date: '2026-04-10' } } };
    expect(read('and the sign up step too i guess', dated)[0]).toMatchObject({
      kind: 'setDate',
      item: { words: 'sign up' },
      date: '2026-04-10',
    });
    expect(read('and spanish too', dated)[0]).toMatchObject({ kind: 'setDate', item: { words: 'spanish' } });
    expect(read('and spanish too')[0]?.kind).not.toBe('setDate');
    expect(read('move the piano reminder a day later')[0]).toMatchObject({ reminder: { words: 'piano' }, shift: 1 });
    expect(read('move the guitar reminder two days earlier')[0]).toMatchObject({ shift: -2 });
    // The fourth set's: a reminder cancelled right after the list, shorthand, a gentle plan, an undo with its reason first.
    const listed: Extra = { previous: { ask: 'listReminders' } };
    expect(read('bin the camping one', listed)).toEqual([{ kind: 'cancelReminder', reminder: { words: 'camping' } }]);
    expect(read('bin the camping one')[0]?.kind).toBe('remove');
    expect(read('and move the starter one to 8, day off tmrw', listed)[0]).toMatchObject({
      kind: 'moveReminder',
      time: '08:00',
    });
    expect(read('pls set a rmndr 4 sat 9am 2 buy sleeping mats b4 the trip')[0]).toMatchObject({
      kind: 'remind',
      date: '2026-03-14',
      time: '09:00',
      item: { words: 'buy sleeping mats before the trip' },
    });
    expect(read('remind me 2 call mum')[0]).toMatchObject({ item: { words: 'call mum' } });
    expect(read('the photos one. can u make me a plan but go gentle, its hard going thru his stuff')[0]).toMatchObject({
      kind: 'plan',
      item: { it: true },
    });
    expect(read('be more gentle with me')[0]).toEqual({ kind: 'style', style: 'gentle_encouragement' });
    expect(read("actually nah he'll moan the whole time. undo that", { previous: { ask: 'add' } })).toEqual([
      { kind: 'undo' },
    ]);
    // A weekend away is a thing to do; "this weekend", "the weekend", "weekend" alone are when.
    expect(read('add a weekend in lisbon')[0]).toMatchObject({ kind: 'add', phrase: 'weekend in lisbon' });
    expect(read('add a long weekend in rome')[0]).toMatchObject({ kind: 'add', phrase: 'long weekend in rome' });
    expect(read('remind me weekend to call mum')[0]).toMatchObject({ kind: 'remind', date: '2026-03-14' });
    expect(read('tick off the trip, best week of my life')[0]).toMatchObject({
      kind: 'tickItem',
      item: { words: 'trip' },
    });
  });

  it('the last change again, to another: its shift, weeks, earlier, a cancelled reminder; never a new request', () => {
    const shifted: Extra = {
      previous: { ask: 'moveReminder', reminderId: 'r1', did: { kind: 'moveReminder', shift: 2 } },
    };
    expect(read('and the piano one too', shifted)).toEqual([
      { kind: 'moveReminder', reminder: { words: 'piano' }, shift: 2 },
    ]);
    expect(read('and the piano one a week earlier', shifted)).toEqual([
      { kind: 'moveReminder', reminder: { words: 'piano' }, shift: -7 },
    ]);
    expect(read('and the piano one two days later', shifted)).toEqual([
      { kind: 'moveReminder', reminder: { words: 'piano' }, shift: 2 },
    ]);
    const cancelled: Extra = { previous: { ask: 'cancelReminder', did: { kind: 'cancelReminder' } } };
    expect(read('and the gym one', cancelled)).toEqual([{ kind: 'cancelReminder', reminder: { words: 'gym' } }]);
    const ticked: Extra = { previous: { ask: 'tickItem', itemId: 'i1', did: { kind: 'tickItem' } } };
    expect(read('and spanish too', ticked)[0]).toMatchObject({ kind: 'tickItem', item: { words: 'spanish' } });
    expect(read('and remind me about spanish on friday', ticked)[0]).toMatchObject({ kind: 'remind' });
    expect(read('and the one about learning to play the piano with my daughter too', ticked)[0]?.kind).not.toBe(
      'tickItem',
    );
  });

  it('a tick taken back only right after a tick; a tick asked before a doubt is still a tick', () => {
    const long = "wait no i haven't played it all the way through yet, only the chords";
    expect(read(long, { previous: { ask: 'tickStep', itemId: 'i1', stepId: 's1' } })).toEqual([{ kind: 'undo' }]);
    expect(read(long, { previous: { ask: 'tickItem', itemId: 'i1' } })).toEqual([{ kind: 'undo' }]);
    expect(read(long, { previous: { ask: 'plan', itemId: 'i1' } })).not.toEqual([{ kind: 'undo' }]);
    expect(read("wait no i didn't finish it yet", { previous: { ask: 'tickItem', itemId: 'i1' } })).toEqual([
      { kind: 'undo' },
    ]);
    expect(read("tick off spanish, i didn't think i'd ever get there")[0]).toMatchObject({
      kind: 'tickItem',
      item: { words: 'spanish' },
    });
  });

  it('what was done, told as a story: more verbs of doing, and an emoji ends the name', () => {
    for (const [message, words] of [
      ['FINALLY cut all the squares for grandmas quilt 🙌 my hands are wrecked', 'all the squares for grandmas quilt'],
      ['WE PLAYED A WHOLE GAME!! leo nearly beat me', 'whole game'],
      ['we planted dads tree today. me, leo and my brother. felt right 🌳', 'dads tree'],
      ['sang at the open mic last night', 'at the open mic'],
    ] as const) {
      expect(read(message)[0], message).toMatchObject({ kind: 'tickItem', item: { words } });
    }
    expect(read('got my helmet and gloves today 🏍️')[0]).toMatchObject({ item: { words: 'helmet and gloves' } });
    expect(read('i got a question')[0]?.kind).toBe('unclear');
    expect(
      read('wait no only the helmet, gloves are on back order', { previous: { ask: 'tickStep', itemId: 'i1' } }),
    ).toEqual([{ kind: 'undo' }]);
  });
});
