import { useSyncExternalStore } from 'react';
import { DEFAULT_HEADER_COUNTRY, HEADER_COUNTRIES, type HeaderCountry } from '../../worker/contracts/header-countries';

type Theme = 'dark' | 'light';
const THEME_KEY = 'lifelist-theme';
const COUNTRY_KEY = 'lifelist-country';

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
  emit();
}

export const useCountry = () => useSyncExternalStore(subscribe, getCountry, () => DEFAULT_HEADER_COUNTRY);
