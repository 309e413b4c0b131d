import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

/** Badge text for a count, capped as the header shows it. */
export const capCount = (n: number) => (n > 9 ? '9+' : String(n));
