// The header's picker of where a guest is (dates and prices follow it): a module of its own, so
// every page's first load does not carry the 47 countries of sign-up (countries.ts).
export const HEADER_COUNTRIES = ['AU', 'CA', 'IE', 'NZ', 'UK', 'US'] as const;
export type HeaderCountry = (typeof HEADER_COUNTRIES)[number];
export const DEFAULT_HEADER_COUNTRY: HeaderCountry = 'UK';
