/** Languages the coach names when it says it reads English for now (ISO 639-3 codes). */
export const LANGUAGES: Record<string, string> = {
  spa: 'Spanish',
  fra: 'French',
  deu: 'German',
  por: 'Portuguese',
  ita: 'Italian',
  nld: 'Dutch',
  pol: 'Polish',
  swe: 'Swedish',
  tur: 'Turkish',
  ind: 'Indonesian',
  rus: 'Russian',
  ukr: 'Ukrainian',
  cmn: 'Chinese',
  jpn: 'Japanese',
  kor: 'Korean',
  arb: 'Arabic',
  hin: 'Hindi',
};

/** Common English words: a message mostly of these is English, whatever a trigram model thinks. */
const ENGLISH = new Set(
  (
    'i me my you your we our it is are was be been am the a an and or but to of in on at for with from by about ' +
    'what how when where why which who this that these those do does did done not no yes just so can could would ' +
    'will should have has had get got go going want need like help plan next list step steps remind reminder ' +
    'thanks thank please ok okay hi hey hello today tomorrow week weekend month year time day tick off add remove ' +
    "set date first last one two it's im i'm don't dont can't cant " +
    'ideas idea pls plz thx lol omg things thing something stuff bucket winter summer spring autumn fall weekend ' +
    'tonight yesterday week easy fun cheap free new old good great bad best more less some any all every just ' +
    'really actually still again also too very much many few little big small long short went going gone doing make ' +
    'made take took see saw look find found give gave tell told say said think thought know knew feel felt try tried ' +
    'start started finish finished book booked buy bought learn learnt learned run ran walk swim trip travel visit ' +
    'family friends kids work home life night morning evening year wanna gonna got get gets there their they them ' +
    'then than those these here where when why how which who while with without ' +
    'open water hot air sea beach lake river mountain city country road class classes lesson lessons course tour ' +
    'flight dinner food house garden car boat train'
  ).split(' '),
);

/**
 * Words that make a sentence in each language: pronouns, the verbs people use to ask (want, can,
 * learn, do), question words and negation. Articles and prepositions are left out because names
 * carry them ("camino de santiago", "la tomatina", "lago di garda"): a message of names is not a
 * sentence in any language. Words that are also English ("me", "will", "was") count for neither.
 */
const SENTENCE_WORDS: Record<string, string> = {
  spa:
    'yo mi mis quiero quiere quisiera queremos gustaría gustaria puedo puedes puede tengo tienes tiene voy vas ' +
    'vamos hacer aprender necesito busco algo alguna algún qué cómo cuándo dónde cuál para pero porque muy más ' +
    'este esta estos estas año semana hoy mañana también nunca siempre estoy estás soy eres está un una nos te tú ' +
    'empezar viajar todo',
  fra:
    "je j'ai j'aime j'aimerais j'adore moi mon ma mes veux voudrais aimerais aime peux peut dois faut suis est " +
    "c'est cet cette ces quoi quel quelle quelles quels comment quand où pour avec pas ne très aussi faire " +
    "apprendre aller une nous vous tu ton ta semaine année aujourd'hui demain qu'est d'apprendre",
  deu:
    'ich mich mir mein meine meinen du dich wir möchte möchten mochte kann können muss bin ist sind habe hast ' +
    'wie wo wann warum nicht kein keine auch noch schon sehr und oder aber mit für zu ein eine einen dieses diesen ' +
    'dieser diese jahr woche wochenende heute machen lernen gehen laufen etwas',
  por:
    'eu meu minha quero queria gostaria posso pode tenho tem vou vamos fazer aprender preciso algo qual quais ' +
    'quando onde para com mas porque muito muita mais este esta esse essa ano semana hoje amanhã também já não ' +
    'sim estou sou é um uma nós você',
  ita:
    'io mi mio mia voglio vorrei vuoi posso può devo sono è ho hai cosa quando dove perché perche non anche molto ' +
    "più questo questa quest'anno anno settimana oggi domani fare imparare andare uno con per che ci",
  nld:
    'ik mij mijn wil wilt graag kan kun moet ben zijn heb heeft wat hoe waar wanneer waarom niet geen ook nog erg ' +
    'heel maar voor om dit deze dat jaar vandaag morgen doen leren gaan een het wij jij je',
  pol:
    'ja mnie mój moja moje chcę chce chciałbym chciałabym chciałam mogę może muszę jestem jest mam masz co jak ' +
    'gdzie kiedy dlaczego nie też bardzo się że ten tym roku rok tydzień dzisiaj jutro zrobić nauczyć iść',
  swe:
    'jag mig min mitt mina vill kan måste är har vad hur när varför inte också mycket och eller med för att ett ' +
    'det detta denna år vecka helg idag imorgon göra lära gå vi du',
  tur:
    'ben beni bana benim sen biz bu şu bir ve ile için icin mı mi mu mü ne nasıl nerede neden değil degil çok cok ' +
    'daha istiyorum isterim yapmak öğrenmek ogrenmek gitmek yok yıl hafta sonu bugün yarın',
  ind:
    'saya aku kamu kami kita ingin mau bisa harus adalah ada apa bagaimana kapan mengapa kenapa tidak juga sangat ' +
    'dan atau tapi dengan untuk yang ini itu tahun minggu hari besok belajar melakukan pergi akan sudah',
};
const SENTENCE = Object.entries(SENTENCE_WORDS).map(
  ([code, words]) => [code, new Set(words.split(' ').filter((w) => !ENGLISH.has(w)))] as const,
);
/** English words that are sentence words elsewhere too ("me gustaría", "ich will", "io e te"). */
const SHARED = 'me a i in no was will am im is so on an te'.split(' ');
const FOREIGN_ANY = new Set([...SHARED, ...Object.values(SENTENCE_WORDS).flatMap((words) => words.split(' '))]);

/** Short greetings, which are sentences on their own, in the languages members most often write. */
const GREETINGS: [RegExp, string][] = [
  [/^(hola|buenos d[ií]as|buenas( tardes| noches)?|qu[eé] tal|gracias)\b/, 'spa'],
  [/^(bonjour|bonsoir|salut|merci|coucou)\b/, 'fra'],
  [/^(hallo|guten (tag|morgen|abend)|danke|servus|moin)\b/, 'deu'],
  [/^(ol[aá]|bom dia|boa (tarde|noite)|obrigad[oa])\b/, 'por'],
  [/^(ciao|buongiorno|buonasera|grazie)\b/, 'ita'],
];

/** Scripts that name their language (Cyrillic with і, ї, є or ґ is Ukrainian). */
const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/, 'jpn'],
  [/[\u4e00-\u9fff]/, 'cmn'],
  [/[\uac00-\ud7af]/, 'kor'],
  [/[іїєґ]/, 'ukr'],
  [/[\u0400-\u04ff]/, 'rus'],
  [/[\u0600-\u06ff]/, 'arb'],
  [/[\u0900-\u097f]/, 'hin'],
];

/**
 * The language of a message when it is clearly not English: null for English, for a message of
 * names (places, dishes, sports) in whatever language, and for a single foreign word. A greeting
 * or a script names its language; otherwise two words that make a sentence in one language, more
 * than the English words beside them, do.
 */
export function foreignLanguage(input: string): string | null {
  const text = input.toLowerCase();
  const words = text.match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((w) => ENGLISH.has(w) && !FOREIGN_ANY.has(w)).length;
  // A greeting or a script names its language only with no English beside it ("hola my friend").
  if (!english) for (const [pattern, code] of [...GREETINGS, ...SCRIPTS]) if (pattern.test(text)) return code;
  let best: [string | null, number] = [null, 1];
  for (const [code, set] of SENTENCE) {
    const count = words.filter((w) => set.has(w)).length;
    if (count > best[1]) best = [code, count];
  }
  return best[1] > english ? best[0] : null;
}
