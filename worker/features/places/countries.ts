// Countries and the other names people give them, for reading places in what people type. The
// names and continents come from countries-list (MIT); the common names and adjectives are ours.
import { countries } from 'countries-list';
import type { ContinentCode } from '../../contracts/places';

/** Other names of a country as people type them, lower case (the official name is added by itself). */
const ALSO_CALLED: Record<string, string[]> = {
  US: ['usa', 'us', 'u.s.', 'america', 'the states', 'united states of america', 'the us', 'the usa'],
  GB: ['uk', 'u.k.', 'britain', 'great britain', 'the uk'],
  AE: ['uae', 'the emirates', 'emirates'],
  NL: ['holland', 'the netherlands'],
  CZ: ['czech republic'],
  TR: ['turkey', 'turkiye'],
  KR: ['korea'],
  CI: ["cote d'ivoire", 'cote divoire'],
  CV: ['cape verde'],
  SZ: ['swaziland'],
  MM: ['burma'],
  TL: ['timor-leste', 'timor leste'],
  CD: ['drc', 'dr congo'],
  VA: ['vatican', 'the vatican'],
  PH: ['the philippines'],
  BS: ['the bahamas'],
  MK: ['macedonia'],
};

/**
 * What a country's things are called ("french wine", "japanese garden"): they say where a thing
 * comes from, not always where it happens ("learn french"), so search reads them as a preference.
 */
const ADJECTIVES: Record<string, string[]> = {
  AR: ['argentinian', 'argentine'],
  AU: ['australian', 'aussie'],
  AT: ['austrian'],
  BE: ['belgian'],
  BR: ['brazilian'],
  BG: ['bulgarian'],
  KH: ['cambodian'],
  CA: ['canadian'],
  CL: ['chilean'],
  CN: ['chinese'],
  CO: ['colombian'],
  CR: ['costa rican'],
  HR: ['croatian'],
  CU: ['cuban'],
  CZ: ['czech'],
  DK: ['danish'],
  EC: ['ecuadorian'],
  EG: ['egyptian'],
  EE: ['estonian'],
  ET: ['ethiopian'],
  FI: ['finnish'],
  FR: ['french'],
  DE: ['german'],
  GH: ['ghanaian'],
  GR: ['greek'],
  HU: ['hungarian'],
  IS: ['icelandic'],
  IN: ['indian'],
  ID: ['indonesian', 'balinese'],
  IR: ['iranian', 'persian'],
  IE: ['irish'],
  IL: ['israeli'],
  IT: ['italian'],
  JM: ['jamaican'],
  JP: ['japanese'],
  JO: ['jordanian'],
  KE: ['kenyan'],
  KR: ['korean', 'south korean'],
  LA: ['laotian', 'lao'],
  LV: ['latvian'],
  LB: ['lebanese'],
  LT: ['lithuanian'],
  MY: ['malaysian'],
  MT: ['maltese'],
  MX: ['mexican'],
  MN: ['mongolian'],
  MA: ['moroccan'],
  MM: ['burmese'],
  NP: ['nepali', 'nepalese'],
  NL: ['dutch'],
  NZ: ['kiwi'],
  NO: ['norwegian'],
  PK: ['pakistani'],
  PE: ['peruvian'],
  PH: ['filipino'],
  PL: ['polish'],
  PT: ['portuguese'],
  RO: ['romanian'],
  RU: ['russian'],
  SA: ['saudi'],
  SN: ['senegalese'],
  RS: ['serbian'],
  SG: ['singaporean'],
  SK: ['slovak'],
  SI: ['slovenian'],
  ZA: ['south african'],
  ES: ['spanish'],
  LK: ['sri lankan'],
  SE: ['swedish'],
  CH: ['swiss'],
  TW: ['taiwanese'],
  TZ: ['tanzanian'],
  TH: ['thai'],
  TN: ['tunisian'],
  TR: ['turkish'],
  UG: ['ugandan'],
  UA: ['ukrainian'],
  GB: ['british', 'english', 'scottish', 'welsh'],
  US: ['american'],
  UY: ['uruguayan'],
  VN: ['vietnamese'],
  ZM: ['zambian'],
  ZW: ['zimbabwean'],
  BO: ['bolivian'],
  GT: ['guatemalan'],
  BT: ['bhutanese'],
  FJ: ['fijian'],
  NA: ['namibian'],
  BW: ['botswanan'],
  RW: ['rwandan'],
  MV: ['maldivian'],
  MG: ['malagasy'],
  GE: ['georgian'],
  AM: ['armenian'],
  UZ: ['uzbek'],
  KZ: ['kazakh'],
  OM: ['omani'],
  QA: ['qatari'],
  BZ: ['belizean'],
  PA: ['panamanian'],
  NI: ['nicaraguan'],
  HN: ['honduran'],
  VE: ['venezuelan'],
  PY: ['paraguayan'],
};

/** Groups of countries people name as one place ("the" before them is read as well). */
const REGION_CODES: Record<string, string> = {
  scandinavia: 'NO SE DK',
  nordics: 'NO SE DK FI IS',
  caribbean: 'JM CU BS BB DO HT PR TT LC AG GD VC KN DM AW CW KY TC VG VI GP MQ',
  'central america': 'BZ GT SV HN NI CR PA',
  'latin america': 'MX BZ GT SV HN NI CR PA CU DO CO VE EC PE BO BR PY UY AR CL',
  'southeast asia': 'TH VN KH LA MM MY SG ID PH BN TL',
  'south east asia': 'TH VN KH LA MM MY SG ID PH BN TL',
  'middle east': 'AE SA OM QA BH KW JO IL PS LB SY IQ IR YE EG TR',
  balkans: 'AL BA BG HR XK ME MK RS SI GR',
  'british isles': 'GB IE IM JE GG',
  'east africa': 'KE TZ UG RW ET BI',
  'southern africa': 'ZA NA BW ZW ZM MZ LS SZ MW',
  mediterranean: 'ES FR IT MT GR HR CY TR ME AL SI MA TN EG IL LB MC',
  'south pacific': 'FJ PF WS TO VU CK NC PG SB',
  alps: 'FR CH IT AT DE SI LI',
};

/** The countries of a region as people type it ("the balkans", "balkans"), or undefined. */
export const regionCountries = (phrase: string) => REGION_CODES[phrase.replace(/^the /, '')]?.split(' ');

/** Continents as people type them; the Americas both ways. */
export const CONTINENT_WORDS: Record<string, ContinentCode[]> = {
  africa: ['AF'],
  antarctica: ['AN'],
  asia: ['AS'],
  europe: ['EU'],
  'north america': ['NA'],
  'south america': ['SA'],
  americas: ['NA', 'SA'],
  oceania: ['OC'],
  australasia: ['OC'],
};

export type Country = { code: string; name: string; continent: ContinentCode };

const all = countries as Record<string, { name: string; continent: ContinentCode }>;

/** A country's common English name ("United Kingdom", "South Korea"), or the code if unknown. */
export const countryName = (code: string) => (code === 'TR' ? 'Turkey' : (all[code]?.name ?? code));
export const continentOf = (code: string): ContinentCode | null => all[code]?.continent ?? null;
export const isCountryCode = (code: string) => code in all;

/** Every name of every country, lower case, mapped to its code: names first, then other names. */
export function countryNames() {
  const names = new Map<string, string>();
  for (const [code, c] of Object.entries(all)) names.set(c.name.toLowerCase(), code);
  for (const [code, also] of Object.entries(ALSO_CALLED)) for (const n of also) names.set(n, code);
  return names;
}

/** Adjectives to their country's code ("french" -> FR). */
export function countryAdjectives() {
  const out = new Map<string, string>();
  for (const [code, adjectives] of Object.entries(ADJECTIVES)) for (const a of adjectives) out.set(a, code);
  return out;
}
