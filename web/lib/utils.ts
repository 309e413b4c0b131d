import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names; a later Tailwind class wins over an earlier one that sets the same thing. */
export const cn = (...inputs: ClassValue[]) => mergeClasses(clsx(inputs));

/** Badge text for a count, capped as the header shows it. */
export const capCount = (n: number) => (n > 9 ? '9+' : String(n));
