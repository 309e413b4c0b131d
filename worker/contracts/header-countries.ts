// The header's picker of where a guest is (dates and prices follow it): a module of its own, so
// every page's first load does not carry the 47 countries of sign-up (countries.ts).
export const HEADER_COUNTRIES = ['AU', 'CA', 'IE', 'NZ', 'UK', 'US'] as const;
export type HeaderCountry = (typeof HEADER_COUNTRIES)[number];
export const DEFAULT_HEADER_COUNTRY: HeaderCountry = 'UK';

/**
 * The nearest of the six styles for a member's own country (their profile's): the six as
 * themselves (GB as UK); the Philippines write the month first as the US do; countries whose
 * English keeps a 12-hour clock with the day first as New Zealand; the rest of the world writes
 * the day first with a 24-hour clock, as the UK.
 */
export function styleForCountry(code: string | null | undefined): HeaderCountry {
  if (code === 'GB' || !code) return 'UK';
  if ((HEADER_COUNTRIES as readonly string[]).includes(code)) return code as HeaderCountry;
  if (code === 'PH') return 'US';
  if (['IN', 'MY', 'SG', 'EG', 'AE'].includes(code)) return 'NZ';
  return 'UK';
}
