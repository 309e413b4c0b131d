import { countLabel } from '@/lib/format';

/**
 * How far along an item of a list is, in words: "40% done · 2 of 5 steps". A completed item says
 * so: its steps may not all be ticked (the member did it their own way), and "100% done · 0 of 2
 * steps" would contradict itself.
 */
export function progressLabel(item: { status: string; progress: number }, stepsDone: number, stepsTotal: number) {
  if (item.status === 'completed') return 'Completed';
  return `${item.progress}% done${stepsTotal ? ` · ${stepsDone} of ${countLabel(stepsTotal, 'step')}` : ''}`;
}
