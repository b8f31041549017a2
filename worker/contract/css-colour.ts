/**
 * What counts as a colour value (docs/template-packages.md "Values"): a CSS colour a browser
 * draws as written — a named colour or `transparent`, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()` and `hsl()`/`hsla()` in the comma or the space syntax, each channel in its
 * range. Anything else (`notacolour`, `red; background: url(…)`, `rgb(300, 0, 0)`) is no colour:
 * a browser would drop the declaration and the creative would come out without its colour, so
 * the value is refused instead. Written once for the page, the wizard, the server and the
 * renderer; dependency-free.
 *
 * The parsed colour (0–255 channels, alpha 0–1) lets the form's colour picker show the value.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0–1. */
  readonly a: number;
}

/** The CSS named colours (CSS Color 4), as #rrggbb. */
const NAMED: Readonly<Record<string, string>> = {
  aliceblue: 'f0f8ff', antiquewhite: 'faebd7', aqua: '00ffff', aquamarine: '7fffd4', azure: 'f0ffff', beige: 'f5f5dc', bisque: 'ffe4c4', black: '000000',
  blanchedalmond: 'ffebcd', blue: '0000ff', blueviolet: '8a2be2', brown: 'a52a2a', burlywood: 'deb887', cadetblue: '5f9ea0', chartreuse: '7fff00',
  chocolate: 'd2691e', coral: 'ff7f50', cornflowerblue: '6495ed', cornsilk: 'fff8dc', crimson: 'dc143c', cyan: '00ffff', darkblue: '00008b', darkcyan: '008b8b',
  darkgoldenrod: 'b8860b', darkgray: 'a9a9a9', darkgreen: '006400', darkgrey: 'a9a9a9', darkkhaki: 'bdb76b', darkmagenta: '8b008b', darkolivegreen: '556b2f',
  darkorange: 'ff8c00', darkorchid: '9932cc', darkred: '8b0000', darksalmon: 'e9967a', darkseagreen: '8fbc8f', darkslateblue: '483d8b', darkslategray: '2f4f4f',
  darkslategrey: '2f4f4f', darkturquoise: '00ced1', darkviolet: '9400d3', deeppink: 'ff1493', deepskyblue: '00bfff', dimgray: '696969', dimgrey: '696969',
  dodgerblue: '1e90ff', firebrick: 'b22222', floralwhite: 'fffaf0', forestgreen: '228b22', fuchsia: 'ff00ff', gainsboro: 'dcdcdc', ghostwhite: 'f8f8ff',
  gold: 'ffd700', goldenrod: 'daa520', gray: '808080', green: '008000', greenyellow: 'adff2f', grey: '808080', honeydew: 'f0fff0', hotpink: 'ff69b4',
  indianred: 'cd5c5c', indigo: '4b0082', ivory: 'fffff0', khaki: 'f0e68c', lavender: 'e6e6fa', lavenderblush: 'fff0f5', lawngreen: '7cfc00',
  lemonchiffon: 'fffacd', lightblue: 'add8e6', lightcoral: 'f08080', lightcyan: 'e0ffff', lightgoldenrodyellow: 'fafad2', lightgray: 'd3d3d3',
  lightgreen: '90ee90', lightgrey: 'd3d3d3', lightpink: 'ffb6c1', lightsalmon: 'ffa07a', lightseagreen: '20b2aa', lightskyblue: '87cefa',
  lightslategray: '778899', lightslategrey: '778899', lightsteelblue: 'b0c4de', lightyellow: 'ffffe0', lime: '00ff00', limegreen: '32cd32', linen: 'faf0e6',
  magenta: 'ff00ff', maroon: '800000', mediumaquamarine: '66cdaa', mediumblue: '0000cd', mediumorchid: 'ba55d3', mediumpurple: '9370db',
  mediumseagreen: '3cb371', mediumslateblue: '7b68ee', mediumspringgreen: '00fa9a', mediumturquoise: '48d1cc', mediumvioletred: 'c71585',
  midnightblue: '191970', mintcream: 'f5fffa', mistyrose: 'ffe4e1', moccasin: 'ffe4b5', navajowhite: 'ffdead', navy: '000080', oldlace: 'fdf5e6',
  olive: '808000', olivedrab: '6b8e23', orange: 'ffa500', orangered: 'ff4500', orchid: 'da70d6', palegoldenrod: 'eee8aa', palegreen: '98fb98',
  paleturquoise: 'afeeee', palevioletred: 'db7093', papayawhip: 'ffefd5', peachpuff: 'ffdab9', peru: 'cd853f', pink: 'ffc0cb', plum: 'dda0dd',
  powderblue: 'b0e0e6', purple: '800080', rebeccapurple: '663399', red: 'ff0000', rosybrown: 'bc8f8f', royalblue: '4169e1', saddlebrown: '8b4513',
  salmon: 'fa8072', sandybrown: 'f4a460', seagreen: '2e8b57', seashell: 'fff5ee', sienna: 'a0522d', silver: 'c0c0c0', skyblue: '87ceeb', slateblue: '6a5acd',
  slategray: '708090', slategrey: '708090', snow: 'fffafa', springgreen: '00ff7f', steelblue: '4682b4', tan: 'd2b48c', teal: '008080', thistle: 'd8bfd8',
  tomato: 'ff6347', turquoise: '40e0d0', violet: 'ee82ee', wheat: 'f5deb3', white: 'ffffff', whitesmoke: 'f5f5f5', yellow: 'ffff00', yellowgreen: '9acd32',
};

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const TOKEN = new RegExp(`^(${NUMBER})(%|deg|grad|rad|turn)?$`, 'i');

interface Token {
  readonly value: number;
  readonly unit: string;
}

function token(text: string): Token | null {
  const m = TOKEN.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]);
  return Number.isFinite(value) ? { value, unit: (m[2] ?? '').toLowerCase() } : null;
}

/** `a, b, c[, d]` or `a b c[ / d]`: the arguments, or null when the two syntaxes are mixed. */
function argumentsOf(body: string): Token[] | null {
  const text = body.trim();
  let parts: string[];
  if (text.includes(',')) {
    if (text.includes('/')) return null;
    parts = text.split(',');
  } else {
    const [channels = '', alpha, extra] = text.split('/');
    if (extra !== undefined) return null;
    parts = channels.trim().split(/\s+/);
    if (alpha !== undefined) parts.push(alpha);
  }
  const tokens = parts.map(token);
  return tokens.every((t): t is Token => t !== null) ? tokens : null;
}

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/** An alpha: a number 0–1 or a percentage 0–100 %. */
function alphaOf(t: Token | undefined): number | null {
  if (t === undefined) return 1;
  if (t.unit === '%') return inRange(t.value, 0, 100) ? t.value / 100 : null;
  return t.unit === '' && inRange(t.value, 0, 1) ? t.value : null;
}

function rgbOf(args: readonly Token[]): Rgba | null {
  if (args.length !== 3 && args.length !== 4) return null;
  const channels = args.slice(0, 3);
  const percent = channels[0]!.unit === '%';
  // CSS wants the three channels all numbers or all percentages.
  if (!channels.every((c) => c.unit === (percent ? '%' : ''))) return null;
  const values = channels.map((c) => (percent ? (inRange(c.value, 0, 100) ? (c.value * 255) / 100 : null) : inRange(c.value, 0, 255) ? c.value : null));
  const a = alphaOf(args[3]);
  if (values.some((v) => v === null) || a === null) return null;
  const [r, g, b] = values as number[];
  return { r: r!, g: g!, b: b!, a };
}

const TURN: Readonly<Record<string, number>> = { '': 1 / 360, deg: 1 / 360, grad: 1 / 400, rad: 1 / (2 * Math.PI), turn: 1 };

function hslOf(args: readonly Token[]): Rgba | null {
  if (args.length !== 3 && args.length !== 4) return null;
  const [hue, saturation, lightness] = args as [Token, Token, Token];
  const turns = TURN[hue.unit];
  if (turns === undefined || saturation.unit !== '%' || lightness.unit !== '%') return null;
  if (!inRange(saturation.value, 0, 100) || !inRange(lightness.value, 0, 100)) return null;
  const a = alphaOf(args[3]);
  if (a === null) return null;
  // The hue is an angle: any value turns round the circle.
  const h = (((hue.value * turns) % 1) + 1) % 1;
  const s = saturation.value / 100;
  const l = lightness.value / 100;
  const k = (n: number) => (n + h * 12) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

function hexOf(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/** The colour a CSS colour value stands for, or null when it is not one. */
export function parseCssColour(raw: string): Rgba | null {
  const text = raw.trim().toLowerCase();
  if (text.length === 0 || text.length > 100) return null;
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED[text];
  if (named !== undefined) return hexOf(named);
  if (text.startsWith('#')) return hexOf(text.slice(1));
  const call = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(text);
  if (!call) return null;
  const args = argumentsOf(call[2]!);
  if (args === null) return null;
  return call[1]!.startsWith('rgb') ? rgbOf(args) : hslOf(args);
}

export const isCssColour = (raw: string): boolean => parseCssColour(raw) !== null;

/** `#rrggbb` of a colour (alpha dropped): what an `<input type="color">` shows. */
export function hexOfColour(colour: Rgba): string {
  const two = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
  return `#${two(colour.r)}${two(colour.g)}${two(colour.b)}`;
}
