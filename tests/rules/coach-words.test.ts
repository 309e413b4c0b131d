import { describe, expect, it } from 'vitest';
import { foreignLanguage, LANGUAGES } from '../../worker/features/coach/read/language';
import {
  namingStems,
  normalise,
  ORDINALS,
  sameStem,
  spellFix,
  stem,
  titleStems,
  WEAK,
} from '../../worker/features/coach/read/words';

describe('normalise', () => {
  it('lower-cases, drops markup, straightens quotes and squeezes spaces', () => {
    expect(normalise('  Hello <b>World</b>\n\n it’s “fine”  `x´ ‘y’ ')).toBe(`hello world it's "fine" 'x' 'y'`);
    expect(normalise('Add <a href="x">Surfing</a>')).toBe('add surfing');
    expect(normalise('\tRUN\ta   10K ')).toBe('run a 10k');
    expect(normalise('learn<br>piano')).toBe('learn piano');
  });
});

describe('stem', () => {
  it.each([
    ['surfing', 'surf'],
    ['lessons', 'lesson'],
    ['running', 'run'],
    ['ran', 'run'],
    ['runs', 'run'],
    ['swimming', 'swim'],
    ['swam', 'swim'],
    ['stories', 'story'],
    ['parties', 'party'],
    ['cities', 'city'],
    ['city', 'city'],
    ['shopping', 'shop'],
    ['jogged', 'jog'],
    ['hiking', 'hike'],
    ['skydiving', 'skydiv'],
    ['dogs', 'dog'],
    ['booked', 'book'],
    ['boxes', 'box'],
    ['buses', 'bus'],
    ['went', 'go'],
    ['kms', 'km'],
    ['k', 'km'],
    ['photography', 'photo'],
    ['aurora', 'northern'],
    ['japanese', 'japan'],
    ['veggies', 'vegetable'],
    ['spanish', 'spanish'],
    ["mum's", 'mum'],
    ['fizz', 'fizz'],
    ['bed', 'bed'],
    ['is', 'is'],
    ['ties', 'ties'],
    ['bus', 'bus'],
    ['need', 'need'],
    ['added', 'add'],
    ['skiing', 'ski'],
    ['biking', 'bike'],
    ['planned', 'plan'],
    ["o'sullivan", "o'sullivan"],
    ['diesel', 'diesel'],
    // A double s is the word's own: "pass the driving test" is not "pas".
    ['pass', 'pass'],
    ['passes', 'pass'],
    ['chess', 'chess'],
    ['glasses', 'glass'],
  ])('%s → %s', (word, root) => {
    expect(stem(word)).toBe(root);
  });
});

describe('namingStems and titleStems', () => {
  it('keep only the words that name something, as stems', () => {
    expect(namingStems('my surfing plan')).toEqual(['surf']);
    expect(namingStems('add learn to juggle')).toEqual(['learn', 'juggle']);
    expect(namingStems("I'm going to SEE the Northern Lights!")).toEqual(['see', 'northern', 'light']);
    expect(namingStems('Run a 10k')).toEqual(['run', '10k']);
    expect(namingStems('the first step of it')).toEqual([]);
    expect(namingStems('a b c')).toEqual([]);
    expect(namingStems("mum's birthday")).toEqual(['mum', 'birthday']);
    expect(namingStems('go to ibiza 2027')).toEqual(['ibiza', '2027']);
    // A lone letter names nothing ("k" is kilometres only after a number, as in "5k").
    expect(namingStems('run 5 k')).toEqual(['run']);
    expect(namingStems('visit LA')).toEqual(['visit', 'la']);
    expect(namingStems('!!! ...')).toEqual([]);
  });
  it('titleStems keeps every word of two letters or more', () => {
    expect(titleStems('My Surfing plan')).toEqual(['my', 'surf', 'plan']);
    expect(titleStems('See the Northern Lights')).toEqual(['see', 'the', 'northern', 'light']);
    expect(titleStems('a b c')).toEqual([]);
    expect(titleStems('Go to Ibiza, 2027!')).toEqual(['go', 'to', 'ibiza', '2027']);
    expect(titleStems('?!')).toEqual([]);
  });
  it('WEAK holds the verbs of doing, not the things done', () => {
    expect(WEAK.has('learn')).toBe(true);
    expect(WEAK.has('practise')).toBe(true);
    expect(WEAK.has('keep')).toBe(true);
    expect(WEAK.has('surf')).toBe(false);
  });
});

describe('sameStem', () => {
  it.each([
    ['skydiv', 'skydiving', true],
    ['surf', 'surfer', true],
    ['spai', 'spain', true],
    ['cat', 'cat', true],
    ['sav', 'save', true],
    ['hik', 'hike', true],
    ['abc', 'abce', true],
    ['run', 'runs', false],
    ['abc', 'abcd', false],
    ['sav', 'saves', false],
    ['ab', 'abe', false],
    ['swim', 'swam', false],
    ['surf', 'turf', false],
    ['hik', 'bike', false],
    ['surf', 'sur', false],
    ['ri', 'ride', false],
    ['sal', 'salve', false],
  ])('%s / %s: %s', (a, b, same) => {
    expect(sameStem(a as string, b as string)).toBe(same);
    expect(sameStem(b as string, a as string)).toBe(same);
  });
});

describe('ORDINALS', () => {
  it('are 0-based, the last -1', () => {
    expect([ORDINALS.first, ORDINALS['2nd'], ORDINALS.three, ORDINALS.fourth, ORDINALS['5th'], ORDINALS.six]).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect([ORDINALS.last, ORDINALS.final]).toEqual([-1, -1]);
  });
});

describe('spellFix', () => {
  it.each([
    ['i finaly finished somthing', 'i finally finished something'],
    ['somthing', 'something'],
    ['strated', 'started'],
    ['lessns', 'lessons'],
    ['remidner', 'reminder'],
    ['remindrs', 'reminders'],
    ['marathn', 'marathon'],
    ['tomorow', 'tomorrow'],
    ['thnaks', 'thanks'],
    ['runing', 'running'],
    ['spansih', 'spanish'],
    ['holidya', 'holiday'],
    ['saturdy', 'saturday'],
    ['moring', 'morning'],
    ['wekend plans', 'weekend plans'],
    ['recomend', 'recommend'],
    ['procrastinatng', 'procrastinating'],
    ['marathonn', 'marathon'],
    ['marrathon', 'marathon'],
    ['spanosh', 'spanish'],
    ['holsiday', 'holiday'],
  ])('%s → %s', (typed, fixed) => {
    expect(spellFix(typed)).toBe(fixed);
  });
  it('leaves right spellings, their plurals and singulars, short words and far slips alone', () => {
    for (const word of [
      'lesson',
      'lessons',
      'reminders',
      'reminder',
      'outdoor',
      'weekends',
      'abcde',
      'xomething',
      'tommorow',
      'run to',
      'surfs',
      'maraton run',
      'thing',
    ]) {
      expect(spellFix(word), word).toBe(word === 'maraton run' ? 'marathon run' : word);
    }
  });
});

describe('foreignLanguage', () => {
  it.each([
    ['hola que tal', 'spa'],
    ['buenas noches', 'spa'],
    ['bonjour', 'fra'],
    ['merci beaucoup', 'fra'],
    ['hallo', 'deu'],
    ['guten morgen', 'deu'],
    ['bom dia', 'por'],
    ['ciao', 'ita'],
    ['こんにちは', 'jpn'],
    ['你好', 'cmn'],
    ['안녕하세요', 'kor'],
    ['привет как дела', 'rus'],
    ['مرحبا', 'arb'],
    ['je voudrais apprendre le piano cette année', 'fra'],
    ['ich möchte dieses Jahr einen Marathon laufen', 'deu'],
    ['voglio imparare a cucinare la pasta fresca', 'ita'],
    ['quiero aprender surf pronto', 'spa'],
    ['quiero viajar por todo el mundo', 'spa'],
    ['saya ingin belajar berenang', 'ind'],
    ['ik wil leren zwemmen deze zomer', 'nld'],
    ['jag vill lära mig simma', 'swe'],
    ['chcę nauczyć się pływać', 'pol'],
    ['quiero aprender surf', 'spa'],
    ['quiero aprender surf con friends', 'spa'],
    // Written as people write to a coach in their own language, before the reader was changed.
    ['quiero aprender a surfear este verano', 'spa'],
    ['me gustaría correr un maratón', 'spa'],
    ['tengo miedo de las alturas pero quiero saltar en paracaídas', 'spa'],
    ['cómo puedo empezar a escalar', 'spa'],
    ['je veux faire du parapente cet été', 'fra'],
    ["j'aimerais apprendre à jouer de la guitare", 'fra'],
    ['quelles activités pour ce week-end', 'fra'],
    ['ich will im sommer surfen lernen', 'deu'],
    ['Was kann ich am Wochenende machen', 'deu'],
    ['eu quero aprender a mergulhar', 'por'],
    ['quero correr uma maratona no próximo ano', 'por'],
    ['vorrei imparare a fare immersioni', 'ita'],
    ['cosa posso fare questo fine settimana', 'ita'],
    ['ik wil graag leren duiken', 'nld'],
    ['wat kan ik dit weekend doen', 'nld'],
    ['chciałbym nauczyć się grać na gitarze', 'pol'],
    ['jag vill springa ett maraton i år', 'swe'],
    ['bu yaz sörf yapmak istiyorum', 'tur'],
    ['saya mau belajar menyelam tahun ini', 'ind'],
    ['привіт як справи', 'ukr'],
    ['मैं तैरना सीखना चाहता हूँ', 'hin'],
  ])('%s is %s', (text, code) => {
    expect(foreignLanguage(text)).toBe(code);
    expect(LANGUAGES[code]).toBeTruthy();
  });
  it('is null for English, with or without a foreign word, and for text too short to tell', () => {
    for (const text of [
      'i want to visit the taj mahal',
      'paella in valencia',
      '',
      '!!!',
      'zzz qqq',
      'ich will',
      'the hola',
      'hola my friend',
      'add the ciao bella tour to my list',
      // One English word in five is enough, whatever else is named.
      'machu picchu trek peru booked',
      'machu picchu trek peru booked!',
      'marathon training schedule finalised',
      // One word of a sentence in another language is not enough.
      'i was in a band',
      'me and my mum want to do a cooking class',
      'no i am ok',
      // Two words of Spanish beside two of English: read as English, which the coach can answer.
      'quiero aprender surf with friends',
      // Names of places and things, with words any English speaker uses.
      'hot air balloon cappadocia',
      'scuba padi open water',
      // A message of names (places, festivals, dishes, sports) is not a sentence in any language.
      'camino de santiago pilgrimage',
      'el camino de santiago',
      'la tomatina bunol spain',
      'oktoberfest munich lederhosen beer',
      'tour de france stage',
      'dia de los muertos oaxaca',
      'carnaval rio de janeiro',
      'via ferrata dolomites',
      'skydiving bungee kayaking paragliding',
      'snorkeling hawaii kauai maui',
      'kilimanjaro summit tanzania safari',
      'tokyo kyoto osaka nara',
      'bali ubud lombok gili',
      'ramen sushi tempura yakitori',
      'tromso aurora borealis husky sledding',
      'zermatt matterhorn skiing switzerland',
      'patagonia torres paine w trek',
      'salsa bachata merengue cumbia',
      'yoga pilates zumba crossfit',
    ]) {
      expect(foreignLanguage(text), text).toBeNull();
    }
  });
  it('names the languages it tells apart', () => {
    expect(LANGUAGES.spa).toBe('Spanish');
    expect(LANGUAGES.jpn).toBe('Japanese');
    expect(LANGUAGES.eng).toBeUndefined();
  });
});
