import { useSyncExternalStore } from 'react';
import { DEFAULT_HEADER_COUNTRY, HEADER_COUNTRIES, type HeaderCountry } from '../../worker/contracts/header-countries';

type Theme = 'dark' | 'light';
const THEME_KEY = 'lifelist-theme';
const COUNTRY_KEY = 'lifelist-country';
/** The clock's offset when the device's zone was last kept in its cookie. */
const OFFSET_KEY = 'lifelist-tz-offset';
/**
 * Cookies that tell the server how to write a guest's dates, so the page it renders is the one the
 * browser hydrates: the header's country, and the device's time zone (IANA name).
 */
export const COUNTRY_COOKIE = 'lifelist-country';
export const ZONE_COOKIE = 'lifelist-tz';

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function read(key: string) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the choice still applies for this visit.
  }
}

export const getTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  write(THEME_KEY, theme);
  emit();
}

export const useTheme = () => useSyncExternalStore(subscribe, getTheme, () => 'light' as Theme);

export function getCountry(): HeaderCountry {
  const saved = read(COUNTRY_KEY);
  return (HEADER_COUNTRIES as readonly string[]).includes(saved ?? '')
    ? (saved as HeaderCountry)
    : DEFAULT_HEADER_COUNTRY;
}

export function setCountry(country: HeaderCountry) {
  write(COUNTRY_KEY, country);
  setCookie(COUNTRY_COOKIE, country);
  emit();
}

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference, read by the server's render
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** The value of one of this site's cookies (`header`: a request's Cookie header; else the page's). */
export function readCookie(name: string, header?: string | null) {
  const all = header === undefined ? document.cookie : (header ?? '');
  const found = all.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return null;
  }
}

/**
 * Keeps the cookies the server reads in step with this browser: the country chosen in the header
 * and the device's time zone (asked of Intl once the page is idle: its first use loads data).
 */
export function rememberForServer() {
  const country = read(COUNTRY_KEY);
  if (country && readCookie(COUNTRY_COOKIE) !== country) setCookie(COUNTRY_COOKIE, country);
  // Intl is asked only when the clock's offset moved since the zone was kept (first visit, travel,
  // a change of summer time): its first use loads data.
  const offset = String(new Date().getTimezoneOffset());
  if (readCookie(ZONE_COOKIE) && read(OFFSET_KEY) === offset) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && readCookie(ZONE_COOKIE) !== zone) setCookie(ZONE_COOKIE, zone);
  write(OFFSET_KEY, offset);
}
