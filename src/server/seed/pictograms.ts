/**
 * Simple pictograms for product images, drawn in a 200 x 200 box. Each takes the product's colours so a
 * category reads as one family (dairy blues, wine reds) while every pack still looks distinct.
 */
export interface PictogramColours {
  /** The pack's main colour. */
  main: string;
  /** Outlines, caps and shadows. */
  dark: string;
  /** Labels and highlights. */
  light: string;
}

const GREEN = 'hsl(112, 42%, 42%)';
const GREEN_DARK = 'hsl(112, 45%, 28%)';
const WHITE = '#fff';

type Draw = (c: PictogramColours) => string;

const outline = (c: PictogramColours) => `stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"`;
const shine = (d: string) =>
  `<path d="${d}" fill="none" stroke="${WHITE}" stroke-opacity=".55" stroke-width="7" stroke-linecap="round"/>`;

export const PICTOGRAMS = {
  bottle: (c) =>
    `<rect x="84" y="10" width="32" height="16" rx="4" fill="${c.dark}"/>` +
    `<path d="M87 26h26v24c0 9 24 17 24 40v88a12 12 0 0 1-12 12H75a12 12 0 0 1-12-12V90c0-23 24-31 24-40z" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="63" y="110" width="74" height="48" fill="${c.light}"/>` +
    shine('M77 96v70'),
  wine: (c) =>
    `<path d="M90 8h20v58c0 10 24 16 24 38v82a9 9 0 0 1-9 9H75a9 9 0 0 1-9-9v-82c0-22 24-28 24-38z" fill="${c.dark}" stroke="${c.dark}" stroke-width="3"/>` +
    `<rect x="88" y="6" width="24" height="30" rx="3" fill="${c.main}"/>` +
    `<rect x="70" y="122" width="60" height="46" rx="4" fill="${c.light}"/>` +
    `<path d="M80 137h40M84 150h32" stroke="${c.main}" stroke-width="4" stroke-linecap="round"/>` +
    shine('M79 104v10'),
  can: (c) =>
    `<rect x="58" y="34" width="84" height="150" rx="14" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="58" y="86" width="84" height="46" fill="${c.light}"/>` +
    `<ellipse cx="100" cy="38" rx="40" ry="9" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M92 36h16" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>` +
    shine('M72 52v120'),
  tin: (c) =>
    `<rect x="46" y="54" width="108" height="120" rx="8" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="46" y="84" width="108" height="62" fill="${c.light}"/>` +
    `<ellipse cx="100" cy="56" rx="54" ry="10" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M48 70h104M48 160h104" stroke="${c.dark}" stroke-width="3" stroke-opacity=".5"/>` +
    `<circle cx="100" cy="115" r="16" fill="${c.main}"/>`,
  carton: (c) =>
    `<path d="M60 72l20-42h40l20 42z" fill="${c.dark}"/>` +
    `<rect x="80" y="20" width="40" height="12" rx="2" fill="${c.dark}"/>` +
    `<rect x="60" y="72" width="80" height="114" fill="${c.main}" ${outline(c)}/>` +
    `<circle cx="118" cy="54" r="7" fill="${c.light}"/>` +
    `<rect x="70" y="104" width="60" height="52" rx="6" fill="${c.light}"/>` +
    `<path d="M80 142c10-18 30-18 40 0" fill="none" stroke="${c.main}" stroke-width="5" stroke-linecap="round"/>`,
  box: (c) =>
    `<path d="M50 30l16-14h100l-16 14z" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M150 30l16-14v158l-16 14z" fill="${c.dark}"/>` +
    `<rect x="50" y="30" width="100" height="158" rx="3" fill="${c.main}" ${outline(c)}/>` +
    `<circle cx="100" cy="118" r="30" fill="${c.light}"/>` +
    `<path d="M78 118a22 22 0 0 0 44 0z" fill="${c.main}"/>` +
    `<path d="M64 52h72" stroke="${c.light}" stroke-width="8" stroke-linecap="round"/>`,
  jar: (c) =>
    `<rect x="60" y="26" width="80" height="26" rx="6" fill="${c.dark}"/>` +
    `<rect x="52" y="50" width="96" height="134" rx="22" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="52" y="92" width="96" height="54" fill="${c.light}"/>` +
    `<path d="M74 108h52M80 126h40" stroke="${c.main}" stroke-width="5" stroke-linecap="round"/>` +
    shine('M66 66v14'),
  tub: (c) =>
    `<path d="M46 76h108l-14 104a8 8 0 0 1-8 7H68a8 8 0 0 1-8-7z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M52 112h96l-4 36H56z" fill="${c.light}"/>` +
    `<ellipse cx="100" cy="74" rx="58" ry="14" fill="${c.light}" ${outline(c)}/>` +
    `<ellipse cx="100" cy="72" rx="38" ry="7" fill="${c.main}" fill-opacity=".35"/>`,
  bag: (c) =>
    `<path d="M54 44q46-14 92 0l12 132q-58 16-116 0z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M54 44l8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12" fill="none" ${outline(c)}/>` +
    `<ellipse cx="100" cy="112" rx="32" ry="38" fill="${c.light}"/>` +
    `<ellipse cx="100" cy="112" rx="16" ry="20" fill="${c.main}" fill-opacity=".5"/>`,
  fruit: (c) =>
    `<path d="M100 62c-32-24-78-4-72 46 6 56 42 86 72 70 30 16 66-14 72-70 6-50-40-70-72-46z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M100 62q0-26 12-38" fill="none" stroke="${c.dark}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M108 40q26-22 48-6-22 22-48 6z" fill="${GREEN}" stroke="${GREEN_DARK}" stroke-width="3"/>` +
    shine('M56 96q-2 24 10 42'),
  vegetable: (c) =>
    `<path d="M62 74q22-22 48-2l42 110q-4 10-16 4z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M92 96l-12 6M104 126l-12 6M118 156l-10 6" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M76 68q-28-30-12-52 16 18 18 48M88 64q-6-40 18-52 2 26-10 54M96 70q20-28 46-26-14 24-42 32" fill="${GREEN}" stroke="${GREEN_DARK}" stroke-width="3" stroke-linejoin="round"/>`,
  leaf: (c) =>
    `<path d="M100 188C28 150 30 58 100 14c70 44 72 136 0 174z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M100 182V40M100 80l-28-18M100 80l28-18M100 116l-34-20M100 116l34-20M100 150l-30-18M100 150l30-18" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`,
  plant: (c) =>
    `<path d="M100 120C60 120 40 80 52 44c30 6 48 40 48 76zM100 120c40 0 60-40 48-76-30 6-48 40-48 76zM100 118c-6-40 0-74 0-96 0 22 6 56 0 96z" fill="${GREEN}" stroke="${GREEN_DARK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M62 118h76l-10 70H72z" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="56" y="112" width="88" height="16" rx="4" fill="${c.dark}"/>`,
  loaf: (c) =>
    `<path d="M36 112c0-52 40-64 64-64s64 12 64 64v56a10 10 0 0 1-10 10H46a10 10 0 0 1-10-10z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M66 86l16-14M94 78l16-14M122 84l16-14" stroke="${c.light}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M44 138h112" stroke="${c.dark}" stroke-width="3" stroke-opacity=".35"/>`,
  pastry: (c) =>
    `<path d="M22 138Q100 -4 178 138q-22 14-36-4-42-40-84 0-14 18-36 4z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M62 112l-12-26M86 92l-4-30M114 92l4-30M138 112l12-26" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>` +
    shine('M70 70q30-16 60 0'),
  fish: (c) =>
    `<path d="M148 100l38-34v68z" fill="${c.dark}"/>` +
    `<path d="M24 100q60-66 128 0-68 66-128 0z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M68 76q12 24 0 48" fill="none" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="48" cy="94" r="8" fill="${WHITE}"/><circle cx="48" cy="94" r="4" fill="${c.dark}"/>` +
    `<path d="M86 96q20-12 44 0" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`,
  meat: (c) =>
    `<path d="M46 82c12-44 96-54 116-10 20 42-2 92-54 96-54 4-74-44-62-86z" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M58 86c10-32 80-40 94-6 14 32-4 70-44 72-42 2-58-34-50-66z" fill="${c.main}"/>` +
    `<circle cx="118" cy="112" r="14" fill="${c.light}"/>` +
    `<path d="M74 100q14-8 26 4" fill="none" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`,
  chicken: (c) =>
    `<path d="M118 118l36 36" stroke="${c.light}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="160" cy="146" r="11" fill="${c.light}"/><circle cx="146" cy="162" r="11" fill="${c.light}"/>` +
    `<ellipse cx="84" cy="84" rx="56" ry="44" transform="rotate(-40 84 84)" fill="${c.main}" ${outline(c)}/>` +
    shine('M56 92q0-30 30-42'),
  cheese: (c) =>
    `<path d="M26 112L138 58l38 38z" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M26 112l150-16v68L26 176z" fill="${c.main}" ${outline(c)}/>` +
    `<circle cx="70" cy="140" r="12" fill="${c.light}"/><circle cx="118" cy="128" r="8" fill="${c.light}"/>` +
    `<circle cx="146" cy="148" r="10" fill="${c.light}"/><circle cx="96" cy="160" r="6" fill="${c.light}"/>`,
  egg: (c) =>
    `<rect x="24" y="132" width="152" height="46" rx="8" fill="${c.main}" ${outline(c)}/>` +
    `<ellipse cx="70" cy="104" rx="32" ry="42" fill="${c.light}" ${outline(c)}/>` +
    `<ellipse cx="130" cy="104" rx="32" ry="42" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M24 142h152" stroke="${c.dark}" stroke-width="4"/>` +
    shine('M56 84q2-14 10-20'),
  flower: (c) =>
    `<path d="M100 108v82" stroke="${GREEN_DARK}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M100 160q-40-4-50-34 34-4 50 34zM100 150q36-10 52-40-36 0-52 40z" fill="${GREEN}"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (angle) =>
          `<ellipse cx="100" cy="48" rx="20" ry="30" transform="rotate(${angle} 100 78)" fill="${c.main}" ${outline(c)}/>`,
      )
      .join('') +
    `<circle cx="100" cy="78" r="18" fill="${c.light}" ${outline(c)}/>`,
  cake: (c) =>
    `<rect x="92" y="40" width="16" height="44" rx="4" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M100 14q12 14 0 24-12-10 0-24z" fill="hsl(40, 95%, 55%)"/>` +
    `<rect x="34" y="84" width="132" height="96" rx="10" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M34 96a10 10 0 0 1 10-12h112a10 10 0 0 1 10 12v12q-16 18-33 0-16 18-33 0-17 18-33 0-17 18-33 0z" fill="${c.light}"/>` +
    `<path d="M34 144h132" stroke="${c.light}" stroke-width="6"/>`,
  pizza: (c) =>
    `<circle cx="100" cy="100" r="80" fill="${c.dark}"/>` +
    `<circle cx="100" cy="100" r="66" fill="${c.light}"/>` +
    [
      [70, 76],
      [126, 72],
      [100, 112],
      [66, 128],
      [136, 126],
      [104, 150],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c.main}"/>`)
      .join('') +
    `<path d="M100 34v132M43 67l114 66M43 133l114-66" stroke="${c.dark}" stroke-width="3" stroke-opacity=".45"/>`,
  tray: (c) =>
    `<path d="M26 96h148l-14 72a8 8 0 0 1-8 6H48a8 8 0 0 1-8-6z" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="20" y="86" width="160" height="14" rx="6" fill="${c.dark}"/>` +
    `<ellipse cx="74" cy="84" rx="34" ry="14" fill="${c.light}"/><ellipse cx="128" cy="82" rx="28" ry="12" fill="${c.light}"/>` +
    `<path d="M70 58q-10-14 0-28M100 54q-10-14 0-28M130 58q-10-14 0-28" fill="none" stroke="${c.dark}" stroke-width="4" stroke-linecap="round" stroke-opacity=".5"/>`,
  sandwich: (c) =>
    `<path d="M24 156L100 44l76 112z" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M40 146L100 58l60 88z" fill="${c.main}"/>` +
    `<path d="M54 138L100 72l46 66z" fill="${GREEN}" fill-opacity=".8"/>` +
    `<path d="M24 156h152v14H24z" fill="${c.light}" ${outline(c)}/>`,
  cup: (c) =>
    `<path d="M140 96h14a22 22 0 0 1 0 44h-14" fill="none" stroke="${c.dark}" stroke-width="12"/>` +
    `<path d="M46 76h96v84a22 22 0 0 1-22 22H68a22 22 0 0 1-22-22z" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="46" y="100" width="96" height="34" fill="${c.light}"/>` +
    `<path d="M74 60q-10-14 0-28M96 60q-10-14 0-28M118 60q-10-14 0-28" fill="none" stroke="${c.dark}" stroke-width="5" stroke-linecap="round" stroke-opacity=".45"/>`,
  glass: (c) =>
    `<path d="M58 50h84l-10 136H68z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M54 52q8-20 26-10 12-18 28-6 16-14 30 2 10 0 8 14v10H56z" fill="${WHITE}" ${outline(c)}/>` +
    shine('M76 90l4 80'),
  icecream: (c) =>
    `<path d="M66 104l34 84 34-84z" fill="hsl(34, 70%, 62%)" stroke="hsl(30, 55%, 38%)" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M78 120l36 20M86 150l24-14M74 112l48 0" stroke="hsl(30, 55%, 38%)" stroke-width="3" stroke-opacity=".6"/>` +
    `<circle cx="80" cy="94" r="26" fill="${c.main}" ${outline(c)}/><circle cx="120" cy="94" r="26" fill="${c.light}" ${outline(c)}/>` +
    `<circle cx="100" cy="64" r="28" fill="${c.main}" ${outline(c)}/>`,
  sweet: (c) =>
    `<path d="M54 100L16 70v60zM146 100l38-30v60z" fill="${c.dark}"/>` +
    `<ellipse cx="100" cy="100" rx="52" ry="40" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M70 80q30 40 60 40M80 70q30 40 56 36" fill="none" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>`,
  paw: (c) =>
    `<path d="M100 104c-30 0-54 30-50 54 4 20 26 18 50 10 24 8 46 10 50-10 4-24-20-54-50-54z" fill="${c.main}" ${outline(c)}/>` +
    [
      [52, 80, -20],
      [82, 54, -8],
      [118, 54, 8],
      [148, 80, 20],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="16" ry="22" transform="rotate(${r} ${x} ${y})" fill="${c.main}" ${outline(c)}/>`,
      )
      .join(''),
  spray: (c) =>
    `<path d="M78 20h56l10 22h-28v18H86V40z" fill="${c.dark}"/>` +
    `<path d="M92 58h28l-4 14h-20z" fill="${c.dark}"/>` +
    `<rect x="64" y="72" width="84" height="114" rx="14" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="76" y="104" width="60" height="50" rx="6" fill="${c.light}"/>` +
    `<path d="M144 30l20-8M146 38l22 0M144 46l20 8" stroke="${c.dark}" stroke-width="3" stroke-linecap="round" stroke-opacity=".6"/>`,
  tube: (c) =>
    `<path d="M52 30h96l-12 122H64z" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M52 30h96" stroke="${c.dark}" stroke-width="10"/>` +
    `<rect x="80" y="150" width="40" height="34" rx="5" fill="${c.dark}"/>` +
    `<path d="M70 74h60M74 98h52" stroke="${c.light}" stroke-width="10" stroke-linecap="round"/>`,
  pill: (c) =>
    `<g transform="rotate(-35 92 92)"><rect x="32" y="66" width="120" height="52" rx="26" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M92 66h34a26 26 0 0 1 0 52H92z" fill="${c.main}" ${outline(c)}/></g>` +
    `<circle cx="140" cy="150" r="30" fill="${c.light}" ${outline(c)}/>` +
    `<path d="M118 150h44" stroke="${c.dark}" stroke-width="4"/>`,
  roll: (c) =>
    `<path d="M60 60v110h80V60" fill="${c.light}" ${outline(c)}/>` +
    `<ellipse cx="100" cy="170" rx="40" ry="12" fill="${c.light}" ${outline(c)}/>` +
    `<ellipse cx="100" cy="60" rx="40" ry="12" fill="${WHITE}" ${outline(c)}/>` +
    `<ellipse cx="100" cy="60" rx="12" ry="4" fill="${c.main}"/>` +
    `<rect x="60" y="100" width="80" height="30" fill="${c.main}"/>`,
  baby: (c) =>
    `<path d="M88 14q12-6 24 0l4 30H84z" fill="hsl(38, 70%, 70%)" stroke="${c.dark}" stroke-width="3"/>` +
    `<rect x="74" y="42" width="52" height="20" rx="5" fill="${c.main}"/>` +
    `<rect x="66" y="60" width="68" height="124" rx="18" fill="${WHITE}" fill-opacity=".85" ${outline(c)}/>` +
    `<rect x="66" y="120" width="68" height="64" rx="18" fill="${c.light}"/>` +
    `<path d="M112 84h14M112 104h14M112 124h14M112 144h14" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>`,
  gift: (c) =>
    `<rect x="36" y="80" width="128" height="104" rx="6" fill="${c.main}" ${outline(c)}/>` +
    `<rect x="28" y="62" width="144" height="28" rx="6" fill="${c.main}" ${outline(c)}/>` +
    `<path d="M100 62v122" stroke="${c.light}" stroke-width="16"/>` +
    `<path d="M100 62c-20-36-56-30-44-8 6 10 28 8 44 8zM100 62c20-36 56-30 44-8-6 10-28 8-44 8z" fill="${c.light}" ${outline(c)}/>`,
} satisfies Record<string, Draw>;

export type IconName = keyof typeof PICTOGRAMS;

export const ICON_NAMES = Object.keys(PICTOGRAMS) as IconName[];
