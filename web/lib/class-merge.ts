/**
 * Joins Tailwind classes so that a later class wins over an earlier one that sets the same thing
 * (`cn('h-9 px-4', 'h-7 px-2')` keeps `h-7 px-2`), for the utilities this app uses. It replaces
 * tailwind-merge (8.5 KiB of every page's JavaScript); `class-merge.test.ts` checks it agrees
 * with tailwind-merge on every pair of classes written in `web/`.
 *
 * A class is `variants:` + `!`? + `-`? + utility. Each utility falls into one group (what it
 * sets); a class removes the earlier classes with the same variants in its group and in the
 * groups it overrides (`p-4` overrides `px-2`, `text-sm` overrides `leading-6`).
 */

const SIZE = /^(xs|sm|base|lg|xl|\d?xl|\[(?:length:)?[\d.]+(px|r?em|%|vw|vh)\]|\[(?:length|calc).*\])$/;
const COLOR_OR_OTHER = (value: string, otherGroup: string, colorGroup: string) =>
  /^(\d+(\.\d+)?|px|\[\d+px\])$/.test(value) ? otherGroup : colorGroup;

const KEYWORDS: Record<string, string> = {};
const keywords = (group: string, words: string) => {
  for (const w of words.split(' ')) KEYWORDS[w] = group;
};
keywords(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid table table-row table-cell table-column table-column-group table-header-group table-row-group table-footer-group table-caption contents flow-root list-item hidden',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('sr', 'sr-only not-sr-only');
keywords('text-decoration-line', 'underline overline line-through no-underline');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('font-style', 'italic not-italic');
keywords('text-overflow', 'truncate text-ellipsis text-clip');
keywords('shadow', 'shadow');
keywords('rounded', 'rounded');
keywords('border-w', 'border');
keywords('ring-w', 'ring');
keywords('outline-w', 'outline');
keywords('transition', 'transition');
keywords('grow', 'grow');
keywords('shrink', 'shrink');
keywords('resize', 'resize');
keywords('isolation', 'isolate isolation-auto');
keywords('font-smoothing', 'antialiased subpixel-antialiased');
keywords('fvn-spacing', 'tabular-nums proportional-nums');
keywords('fvn-figure', 'lining-nums oldstyle-nums');
keywords('border-collapse', 'border-collapse border-separate');
keywords('transform', 'transform transform-none transform-gpu transform-cpu');

/** [prefix, group] tried in order: the longest prefixes first. A function picks by value. */
type Rule = [string, string | ((value: string) => string)];
const RULES: Rule[] = [
  ['inset-x-', 'inset-x'],
  ['inset-y-', 'inset-y'],
  ['inset-', 'inset'],
  ['top-', 'top'],
  ['right-', 'right'],
  ['bottom-', 'bottom'],
  ['left-', 'left'],
  ['start-', 'start'],
  ['end-', 'end'],
  ['z-', 'z'],
  ['order-', 'order'],
  ['grid-cols-', 'grid-cols'],
  ['grid-rows-', 'grid-rows'],
  ['grid-flow-', 'grid-flow'],
  ['col-span-', 'col-span'],
  ['col-start-', 'col-start'],
  ['col-end-', 'col-end'],
  ['row-span-', 'row-span'],
  ['row-start-', 'row-start'],
  ['row-end-', 'row-end'],
  ['auto-cols-', 'auto-cols'],
  ['auto-rows-', 'auto-rows'],
  [
    'flex-',
    (v) =>
      /^(row|col|row-reverse|col-reverse)$/.test(v)
        ? 'flex-direction'
        : /^(wrap|nowrap|wrap-reverse)$/.test(v)
          ? 'flex-wrap'
          : 'flex',
  ],
  ['grow-', 'grow'],
  ['shrink-', 'shrink'],
  ['basis-', 'basis'],
  ['gap-x-', 'gap-x'],
  ['gap-y-', 'gap-y'],
  ['gap-', 'gap'],
  ['space-x-', (v) => (v === 'reverse' ? 'space-x-reverse' : 'space-x')],
  ['space-y-', (v) => (v === 'reverse' ? 'space-y-reverse' : 'space-y')],
  ['justify-items-', 'justify-items'],
  ['justify-self-', 'justify-self'],
  ['justify-', 'justify-content'],
  ['content-', (v) => (/^(none|\[)/.test(v) ? 'content' : 'align-content')],
  ['items-', 'align-items'],
  ['self-', 'align-self'],
  ['place-content-', 'place-content'],
  ['place-items-', 'place-items'],
  ['place-self-', 'place-self'],
  ['size-', 'size'],
  ['min-w-', 'min-w'],
  ['max-w-', 'max-w'],
  ['min-h-', 'min-h'],
  ['max-h-', 'max-h'],
  ['w-', 'w'],
  ['h-', 'h'],
  ['font-', (v) => (/^(sans|serif|mono)$/.test(v) || v.startsWith('[family') ? 'font-family' : 'font-weight')],
  [
    'text-',
    (v) =>
      SIZE.test(v)
        ? 'font-size'
        : /^(left|center|right|justify|start|end)$/.test(v)
          ? 'text-align'
          : /^(wrap|nowrap|balance|pretty)$/.test(v)
            ? 'text-wrap'
            : 'text-color',
  ],
  ['leading-', 'leading'],
  ['tracking-', 'tracking'],
  ['line-clamp-', 'line-clamp'],
  ['list-image-', 'list-image'],
  ['list-', (v) => (/^(inside|outside)$/.test(v) ? 'list-position' : 'list-style-type')],
  ['align-', 'vertical-align'],
  ['whitespace-', 'whitespace'],
  ['break-', (v) => (/^(before|after|inside)-/.test(v) ? `break-${v.split('-')[0]}` : 'break')],
  [
    'decoration-',
    (v) =>
      /^(solid|double|dotted|dashed|wavy)$/.test(v)
        ? 'decoration-style'
        : /^(\d+|auto|from-font)$/.test(v)
          ? 'decoration-thickness'
          : 'decoration-color',
  ],
  ['underline-offset-', 'underline-offset'],
  ['indent-', 'indent'],
  [
    'bg-',
    (v) =>
      /^(gradient-to-|linear-|radial|conic|none$)/.test(v)
        ? 'bg-image'
        : /^(fixed|local|scroll)$/.test(v)
          ? 'bg-attachment'
          : /^(auto|cover|contain)$/.test(v)
            ? 'bg-size'
            : /^(bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/.test(v)
              ? 'bg-position'
              : /^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(v)
                ? 'bg-repeat'
                : /^clip-/.test(v)
                  ? 'bg-clip'
                  : /^origin-/.test(v)
                    ? 'bg-origin'
                    : 'bg-color',
  ],
  ['from-', 'gradient-from'],
  ['via-', 'gradient-via'],
  ['to-', 'gradient-to'],
  [
    'rounded-',
    (v) => {
      const side = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/.exec(v);
      return side ? `rounded-${side[1]}` : 'rounded';
    },
  ],
  [
    'border-',
    (v) => {
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(v)) return 'border-style';
      const side = /^(x|y|t|r|b|l|s|e)(-|$)(.*)$/.exec(v);
      if (side) return COLOR_OR_OTHER(side[3] || '1', `border-w-${side[1]}`, `border-color-${side[1]}`);
      return COLOR_OR_OTHER(v, 'border-w', 'border-color');
    },
  ],
  [
    'divide-',
    (v) =>
      /^[xy](-|$)/.test(v)
        ? v.endsWith('reverse')
          ? `divide-${v[0]}-reverse`
          : `divide-${v[0]}`
        : /^(solid|dashed|dotted|double|none)$/.test(v)
          ? 'divide-style'
          : 'divide-color',
  ],
  ['outline-offset-', 'outline-offset'],
  [
    'outline-',
    (v) =>
      /^(none|dashed|dotted|double|hidden|solid)$/.test(v)
        ? 'outline-style'
        : COLOR_OR_OTHER(v, 'outline-w', 'outline-color'),
  ],
  ['ring-offset-', (v) => COLOR_OR_OTHER(v, 'ring-offset-w', 'ring-offset-color')],
  ['ring-', (v) => (v === 'inset' ? 'ring-inset' : COLOR_OR_OTHER(v, 'ring-w', 'ring-color'))],
  [
    'shadow-',
    (v) => (/^(2xs|xs|sm|md|lg|xl|2xl|inner|none)$/.test(v) || v.startsWith('[') ? 'shadow' : 'shadow-color'),
  ],
  ['inset-shadow-', 'inset-shadow'],
  ['drop-shadow-', 'drop-shadow'],
  ['opacity-', 'opacity'],
  ['mix-blend-', 'mix-blend'],
  ['blur-', 'blur'],
  ['backdrop-blur-', 'backdrop-blur'],
  ['transition-', 'transition'],
  ['duration-', 'duration'],
  ['ease-', 'ease'],
  ['delay-', 'delay'],
  ['animate-', 'animate'],
  ['scale-x-', 'scale-x'],
  ['scale-y-', 'scale-y'],
  ['scale-', 'scale'],
  ['rotate-', 'rotate'],
  ['translate-x-', 'translate-x'],
  ['translate-y-', 'translate-y'],
  ['skew-x-', 'skew-x'],
  ['skew-y-', 'skew-y'],
  ['origin-', 'transform-origin'],
  ['cursor-', 'cursor'],
  ['pointer-events-', 'pointer-events'],
  ['select-', 'select'],
  ['resize-', 'resize'],
  ['scroll-', 'scroll-behavior'],
  ['snap-', 'snap'],
  ['touch-', 'touch'],
  ['appearance-', 'appearance'],
  ['will-change-', 'will-change'],
  ['accent-', 'accent'],
  ['caret-', 'caret'],
  ['fill-', 'fill'],
  ['stroke-', (v) => COLOR_OR_OTHER(v, 'stroke-w', 'stroke')],
  ['overflow-x-', 'overflow-x'],
  ['overflow-y-', 'overflow-y'],
  ['overflow-', 'overflow'],
  ['overscroll-x-', 'overscroll-x'],
  ['overscroll-y-', 'overscroll-y'],
  ['overscroll-', 'overscroll'],
  ['object-', (v) => (/^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position')],
  ['aspect-', 'aspect'],
  ['columns-', 'columns'],
  ['float-', 'float'],
  ['clear-', 'clear'],
  ['box-decoration-', 'box-decoration'],
  ['box-', 'box'],
  ['table-', 'table-layout'],
];
for (const side of ['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e']) {
  RULES.push(
    [`p${side}-`, `p${side}`],
    [`m${side}-`, `m${side}`],
    [`scroll-p${side}-`, `scroll-p${side}`],
    [`scroll-m${side}-`, `scroll-m${side}`],
  );
}

/** A class in the key group removes earlier classes of these groups too. */
const OVERRIDES: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-s',
    'border-color-e',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  scale: ['scale-x', 'scale-y'],
  'line-clamp': ['display', 'overflow'],
};
for (const kind of ['p', 'm', 'scroll-p', 'scroll-m']) {
  OVERRIDES[kind] = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => kind + side);
  OVERRIDES[`${kind}x`] = [`${kind}r`, `${kind}l`];
  OVERRIDES[`${kind}y`] = [`${kind}t`, `${kind}b`];
}

function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  for (const [prefix, group] of RULES) {
    if (utility.startsWith(prefix)) {
      return typeof group === 'string' ? group : group(utility.slice(prefix.length));
    }
  }
  return undefined;
}

/** Group keys by class: the same classes recur across the many combinations a page merges. */
const keys = new Map<string, string | undefined>();
const KEYS_KEPT = 2000;

function keyOf(token: string): string | undefined {
  if (keys.has(token)) return keys.get(token);
  const key = findKey(token);
  if (keys.size >= KEYS_KEPT) keys.clear();
  keys.set(token, key);
  return key;
}

/** Splits `hover:md:!-mt-2` into its variant prefix and the utility's group key. */
function findKey(token: string): string | undefined {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === ':' && depth === 0) cut = i + 1;
  }
  let utility = token.slice(cut);
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  const group = groupOf(utility);
  return group && `${token.slice(0, cut)}${important}${group}`;
}

/** Merged class lists: a page asks for the same few hundred combinations over and over. */
const merged = new Map<string, string>();
const MERGED_KEPT = 1000;

/** The classes in order, each dropped if a later class sets the same thing with the same variants. */
export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    if (merged.size >= MERGED_KEPT) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

function merge(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    const key = keyOf(token);
    if (key === undefined) {
      kept.push(token);
      continue;
    }
    if (taken.has(key)) continue;
    taken.add(key);
    const cut = key.lastIndexOf(':') + 1 + (key[key.lastIndexOf(':') + 1] === '!' ? 1 : 0);
    for (const overridden of OVERRIDES[key.slice(cut)] ?? []) taken.add(key.slice(0, cut) + overridden);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
