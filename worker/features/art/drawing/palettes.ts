// Colour sets. Each outdoor palette belongs to a time of day; special scenes (underwater, desert, snow, rooms)
// have their own sets so a motif never lands on a background that contradicts it. Mid and rich tones only:
// the pictures sit on light and dark app themes, so no pure white and no near-black backgrounds.
import type { Rng } from './random';

export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night';

export type Palette = {
  /** Sky (or wall) gradient, top then bottom. */
  bg: [string, string];
  /** Sun or moon, or a room's lamp glow. */
  sun: string;
  /** Hills far to near; in rooms: wall detail, floor, furniture wood. */
  land: [string, string, string];
  /** Water top and deep; in rooms: window glass. */
  water: [string, string];
  /** Clouds, snow, highlights. */
  light: string;
  /** Dark details and outlines. */
  ink: string;
  /** Motif colours chosen to stand out from bg and land. */
  accent: [string, string, string];
};

type Named = Palette & { name: string; time?: TimeOfDay };

/**
 * Outdoor palettes whose land is dry, sandy or rust-coloured: read as a desert or an autumn, so a
 * green setting (Skye, Kent, Ireland's coast) is never drawn with them.
 */
export const DRY_LAND = new Set(['autumn', 'amber']);

/**
 * A palette from one line of hex colours: bg top, bg bottom, sun, land far/mid/near, water top/deep,
 * three accents, then optionally light and ink.
 */
function p(name: string, hex: string): Named {
  const c = hex.split(' ').map((h) => `#${h}`);
  const at = (i: number, fallback = '#000000') => c[i] ?? fallback;
  return {
    name,
    bg: [at(0), at(1)],
    sun: at(2),
    land: [at(3), at(4), at(5)],
    water: [at(6), at(7)],
    accent: [at(8), at(9), at(10)],
    light: at(11, '#F4EFE4'),
    ink: at(12, '#2A3142'),
  };
}

const at = (time: TimeOfDay, pal: Named): Named => ({ ...pal, time });

export const OUTDOOR: Record<TimeOfDay, Named[]> = {
  day: [
    p('meadow', '5DB4EA CDEBF8 FFD44D A7D98A 6BBF59 3E9147 4FA9DE 2C78B8 F2684A FFC83D 2E5E8C'),
    p('autumn', '6DB3DD F8E1B6 FFD96A E7B768 D17E3F 9E502E 4E9FCF 2D6E9E 2E5E8C F6D547 7B3F8C'),
    p('lagoon', '3FAFD8 C6EEE6 FFE066 8ED3B0 4FB08C 2C7F67 36B5C8 1C7F9C FF7A59 FFD166 5B3FA8'),
    p('spring', '78C1F1 E3F3D6 FFD84F C5E38D 93C75C 5A9A41 58B0E0 3483BF E85D8F FFB341 3D5A98'),
    p('heath', '6FA9D8 DCE8EE FFE27A B7B98A 8C9A63 5D7047 5E9CC8 386F9A D9534F F2C14E 6A4C93'),
  ],
  dawn: [
    p('rose', '8C7BC4 FFC4A6 FFE6A0 B79CC6 7E6BA6 4C4680 A99AD0 6A5FA0 FF8A65 FFD166 3FC1A5'),
    p('peach', 'EE9A8C FFE2AE FFF3C2 D8A582 A97264 6E4C5E C79AA6 8A6A8A 3E5C8A FFD166 2E8B7A'),
    p('mist', '7FA6CF F6D7B8 FFE9B0 A9B8C9 7D90A8 55667F 8FAACB 5D7899 F0784F F9C74F B5537A'),
  ],
  dusk: [
    p('ember', '3A2D6E F27A4C FFC15E 8A4A6E 5A3163 2E1F47 6B4A86 3A2A5E FFB23F FF6B6B 5CD6C0'),
    p('amber', 'C2503D FFC96A FFF0B3 B0603F 7A3B3A 46263A C9765A 7E3F45 2F4B7C FFE08A 3FB6A8'),
    p('violet', '2C3E7A E98AA0 FFD6A0 6A5A9A 46407A 272752 6E6AA8 3C3A78 FFC857 FF7B89 64E0C6'),
  ],
  night: [
    p('navy', '0F1D44 2E5290 F3E9C6 2B4074 1D2D5A 121D3E 2A4A86 142650 FFC857 FF7B6B 7FE0D0 DCE6F2 0A1020'),
    p('teal', '072B3C 176678 EAF2D0 1D5364 123B4C 0A2634 1C6275 0B3242 FFD166 F78CA2 9BE3A8 D6EDEA 041820'),
    p('plum', '1B1238 50307E F7E3C0 3D2C6B 2A1E50 181236 45327A 22184A FFB86B FF7AA8 7DE2F0 E6DDF2 0D0820'),
  ],
};

const special = {
  underwater: [
    p('reef', '2EC2D3 0C4C88 BFF3F0 E9CF95 D8B774 B8924F 5EE0E0 1A6FA8 FF8C5A FFD35C FF5E8A'),
    p('kelp', '4FCDB8 125E7E D2F7E6 D7C48F BBA46A 8E7A48 86E3C8 1F7E8E FF9F43 F9E15A E8577E'),
    p('deep', '1F7FC6 0A2A5C BDE4FF C9B68A A8915F 7D6A44 59B6F0 13407A FFB454 FF6F91 9CF6C3'),
  ],
  desert: [
    at('day', p('sahara', '6FB9E3 FBE3B8 FFE27A F1C37F E0A25C C57A3C 55A8D8 2F78AE 2F7F6F B03A48 3C5A99')),
    at('dusk', p('canyon', 'E0654A FFC66E FFF0B0 E89A5C C46844 8A4334 C9765A 7E3F45 2F6B4F FFE08A 3A4E8C')),
    at('dawn', p('dunes-dawn', '9A86C8 FFD0A6 FFF1BE F0B98A D89068 A96450 A99AD0 6A5FA0 2E7D6B FFD166 4A4E9C')),
  ],
  snow: [
    at(
      'day',
      p('alpine', '6AAEE4 DCEFFA FFE27A DCE8F2 C2D6E7 A6C0D8 6FB6E0 3C82B8 E4483F 2C5C9A F2B632 F2F6F8 27364A'),
    ),
    at(
      'dusk',
      p('polar-dusk', '5B5FA8 F3B2A0 FFE1A8 D9D4EA BBB6DA 9C98C6 8C8AC8 5E5C9E E4483F 2C4A8A F2B632 F3F1F6 2A2C4E'),
    ),
  ],
  room: [
    p('sage', 'A9C4A0 9BB892 FFD98A 8CAE84 B98A5E 8A5E3C 8FCBEA C9EAF6 E86A4A F4C54A 3D5A80'),
    p('terracotta', 'DE9F78 D38E66 FFE3A3 C98260 7E5A45 5A3E30 86C6E0 BFE4F0 2F6B7A F6D365 5A3E8C'),
    p('navy', '2F4A6E 29425F FFD27A 3A5A82 8A6446 6B4A33 1E3358 3B5C8E F7B64B F26D5B 7FD1C0 EDE6D6'),
    p('mustard', 'E6BE66 DCB05A FFF1C4 D4A94E 8C5B3F 6A432F 8CCBE6 C4E6F2 2E5E8C C8443C 2E8B6E'),
    p('blush', 'E2A7A6 D79999 FFE7B8 CF8E8E 9A6A58 734B3D 9CCFE6 CDE9F3 2F5D7C F3C04A 3E8E74'),
    p('teal', '3F8A8C 377C7E FFE0A0 4E9A9A A67650 7A5236 A5DDEA D3EEF4 F6B042 F07C6A F1E6CF'),
    p('lavender', 'A99BCB 9C8EBF FFE2A8 9A8BBE 8E6A55 6A4B3C A5D6EC D5EDF6 F2A541 2E6E7E D9485F'),
    p('charcoal', '3B404C 333844 FFCF7A 474D5B 7D5C44 5E4332 27324A 45587A F5B841 EE6C4D 67C6B4 EDE6D6'),
    p('olive', '8E9A5B 848F53 FFE6A6 7F8A4F 9C6B4A 6E4A34 9FD0E6 D0EAF4 D9534F F4D35E 3D5A98'),
  ],
} satisfies Record<string, Named[]>;

export type SpecialSet = keyof typeof special;

/** Palette for a scene; special sets prefer palettes tagged with the time of day when they have one. */
export function pickPalette(r: Rng, set: SpecialSet | 'outdoor', time: TimeOfDay, green = false): Palette {
  if (set === 'outdoor') {
    const all = OUTDOOR[time];
    const kept = green ? all.filter((x) => !DRY_LAND.has(x.name)) : all;
    return r.pick(kept.length ? kept : all);
  }
  const list: Named[] = special[set];
  const timed = list.filter((x) => x.time === time);
  return r.pick(timed.length ? timed : list);
}

export const PALETTE_COUNT =
  Object.values(OUTDOOR).reduce((a, l) => a + l.length, 0) + Object.values(special).reduce((a, l) => a + l.length, 0);
