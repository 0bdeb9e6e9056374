/**
 * Product pictures for the demo catalogue, generated at seed time: a recognisable silhouette of the
 * garment in the variant's colour on a soft light background, drawn as SVG and rendered by sharp.
 * No downloads, no randomness: the same shape and colour always give the same picture.
 */
import sharp from 'sharp';
import type { GarmentShape } from './types';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

interface Palette {
  base: string;
  light: string;
  dark: string;
  edge: string;
  /** Trim and stitching that stands out from the fabric. */
  trim: string;
  /** Is the fabric dark enough that white details read on it? */
  isDark: boolean;
}

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (n: number): string =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

function luminance({ r, g, b }: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function paletteFor(hex: string): Palette {
  const base = parseHex(hex);
  const isDark = luminance(base) < 0.45;
  return {
    base: toHex(base),
    light: toHex(mix(base, WHITE, isDark ? 0.3 : 0.35)),
    dark: toHex(mix(base, BLACK, isDark ? 0.35 : 0.22)),
    edge: toHex(mix(base, BLACK, isDark ? 0.5 : 0.3)),
    trim: isDark ? toHex(mix(base, WHITE, 0.75)) : toHex(mix(base, BLACK, 0.45)),
    isDark,
  };
}

/** A garment drawing: fabric paths (shaded and outlined) and details drawn on top. */
interface FabricPart {
  d: string;
  transform?: string;
}

interface Drawing {
  fabric: (string | FabricPart)[];
  /** Drawn before the fabric (straps behind the body, the back of a bag…). */
  behind?: string;
  details: string;
  /** y of the floor shadow's centre, in the 1000-unit box. */
  floor: number;
}

const line = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

const dashed = (d: string, color: string, width = 3): string =>
  line(d, color, width, ` stroke-dasharray="10 9" opacity="0.55"`);

function onePiece(p: Palette): Drawing {
  return {
    behind:
      line('M 388 312 C 384 250 392 200 408 160', p.dark, 20) + line('M 612 312 C 616 250 608 200 592 160', p.dark, 20),
    fabric: [
      'M 360 330 C 360 300 385 285 410 290 C 450 300 470 360 500 402 C 530 360 550 300 590 290 C 615 285 640 300 640 330 C 645 420 615 480 612 540 C 610 600 640 640 662 690 C 668 705 664 716 652 722 C 600 745 560 790 545 836 L 455 836 C 440 790 400 745 348 722 C 336 716 332 705 338 690 C 360 640 390 600 388 540 C 385 480 355 420 360 330 Z',
    ],
    details:
      dashed(
        'M 372 318 C 392 300 430 300 455 335 C 470 360 485 385 500 402 C 515 385 530 360 545 335 C 570 300 608 300 628 318',
        p.trim,
      ) +
      dashed('M 352 710 C 405 735 445 780 462 826', p.trim) +
      dashed('M 648 710 C 595 735 555 780 538 826', p.trim) +
      line('M 430 560 C 470 590 530 590 570 560', p.dark, 3, ' opacity="0.35"'),
    floor: 860,
  };
}

function bikini(p: Palette): Drawing {
  return {
    behind:
      line('M 422 206 C 440 160 470 135 500 128 C 530 135 560 160 578 206', p.dark, 10) +
      line('M 262 382 L 738 382', p.dark, 14) +
      line('M 262 382 C 245 395 240 420 252 450', p.dark, 9) +
      line('M 738 382 C 755 395 760 420 748 450', p.dark, 9),
    fabric: [
      'M 364 378 C 370 310 392 250 422 200 C 452 250 480 310 486 378 Z',
      'M 514 378 C 520 310 548 250 578 200 C 608 250 630 310 636 378 Z',
      'M 330 488 C 440 512 560 512 670 488 L 660 545 C 612 575 566 630 546 708 L 454 708 C 434 630 388 575 340 545 Z',
    ],
    details:
      line('M 486 372 C 494 364 506 364 514 372', p.dark, 10) +
      dashed('M 376 370 C 382 312 400 262 422 222', p.trim) +
      dashed('M 624 370 C 618 312 600 262 578 222', p.trim) +
      dashed('M 346 534 C 392 566 436 620 460 698', p.trim) +
      dashed('M 654 534 C 608 566 564 620 540 698', p.trim) +
      line('M 330 490 C 312 500 302 520 310 548', p.dark, 8) +
      line('M 330 490 C 318 510 322 540 338 560', p.dark, 8) +
      line('M 670 490 C 688 500 698 520 690 548', p.dark, 8) +
      line('M 670 490 C 682 510 678 540 662 560', p.dark, 8),
    floor: 730,
  };
}

function trunks(p: Palette): Drawing {
  return {
    fabric: [
      'M 300 330 L 700 330 L 706 392 L 724 640 C 664 652 600 660 540 662 L 514 566 C 508 548 492 548 486 566 L 460 662 C 400 660 336 652 276 640 L 294 392 Z',
    ],
    details:
      `<path d="M 300 330 L 700 330 L 706 392 L 294 392 Z" fill="${p.dark}" opacity="0.75"/>` +
      dashed('M 298 382 L 702 382', p.trim) +
      line('M 490 378 C 486 420 478 450 470 470', p.trim, 6) +
      line('M 510 378 C 514 420 522 450 530 470', p.trim, 6) +
      `<circle cx="470" cy="474" r="8" fill="${p.trim}"/><circle cx="530" cy="474" r="8" fill="${p.trim}"/>` +
      line('M 700 400 L 716 630', p.trim, 12, ' opacity="0.6"') +
      line('M 300 400 L 284 630', p.trim, 12, ' opacity="0.6"') +
      dashed('M 500 400 L 500 552', p.dark) +
      dashed('M 282 626 C 340 638 400 646 456 650', p.trim) +
      dashed('M 718 626 C 660 638 600 646 544 650', p.trim),
    floor: 690,
  };
}

function shorts(p: Palette): Drawing {
  return {
    fabric: [
      'M 290 280 L 710 280 L 718 352 L 774 712 C 700 730 616 734 540 724 L 516 476 C 510 454 490 454 484 476 L 460 724 C 384 734 300 730 226 712 L 282 352 Z',
    ],
    details:
      `<path d="M 290 280 L 710 280 L 718 352 L 282 352 Z" fill="${p.dark}" opacity="0.7"/>` +
      line('M 478 292 L 522 330 M 522 292 L 478 330 M 478 320 L 522 352 M 522 320 L 478 352', p.trim, 5) +
      line('M 500 352 C 490 390 470 410 456 426', p.trim, 6) +
      line('M 500 352 C 512 390 530 412 546 426', p.trim, 6) +
      dashed('M 500 360 L 500 460', p.dark) +
      line('M 712 360 L 764 706', p.trim, 16, ' opacity="0.55"') +
      line('M 288 360 L 236 706', p.trim, 16, ' opacity="0.55"') +
      line('M 756 710 L 748 660', p.edge, 4) +
      line('M 244 710 L 252 660', p.edge, 4) +
      `<rect x="582" y="520" width="110" height="84" rx="14" fill="${p.dark}" opacity="0.45"/>` +
      dashed('M 588 540 L 686 540', p.trim) +
      dashed('M 236 684 C 310 700 394 704 462 696', p.trim) +
      dashed('M 764 684 C 690 700 606 704 538 696', p.trim),
    floor: 750,
  };
}

function goggles(p: Palette): Drawing {
  const lens = (cx: number, tilt: number): string =>
    `<g transform="rotate(${tilt} ${cx} 520)">` +
    `<ellipse cx="${cx}" cy="520" rx="104" ry="68" fill="url(#glass)" stroke="${p.edge}" stroke-width="4"/>` +
    `<path d="M ${cx - 70} 492 C ${cx - 40} 468 ${cx + 10} 462 ${cx + 48} 472" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.55"/>` +
    `</g>`;
  return {
    behind:
      `<ellipse cx="500" cy="430" rx="372" ry="176" fill="none" stroke="${p.dark}" stroke-width="36"/>` +
      `<ellipse cx="500" cy="430" rx="372" ry="176" fill="none" stroke="${p.edge}" stroke-width="2" opacity="0.6"/>`,
    fabric: [
      'M 236 520 C 236 432 300 418 370 418 C 430 418 470 444 480 482 C 490 500 510 500 520 482 C 530 444 570 418 630 418 C 700 418 764 432 764 520 C 764 600 712 626 630 626 C 570 626 532 604 518 566 C 510 548 490 548 482 566 C 468 604 430 626 370 626 C 288 626 236 600 236 520 Z',
      'M 150 470 C 180 470 215 480 240 496 L 240 548 C 215 538 180 532 150 534 Z',
      'M 850 470 C 820 470 785 480 760 496 L 760 548 C 785 538 820 532 850 534 Z',
    ],
    details: lens(370, -4) + lens(630, 4) + line('M 478 520 C 490 508 510 508 522 520', p.edge, 8),
    floor: 660,
  };
}

function cap(p: Palette): Drawing {
  return {
    fabric: ['M 254 650 C 250 400 372 272 500 272 C 628 272 750 400 746 650 C 600 690 400 690 254 650 Z'],
    details:
      line('M 262 612 C 410 652 590 652 738 612', p.dark, 6, ' opacity="0.6"') +
      line('M 500 280 C 470 380 462 520 476 662', p.dark, 3, ' opacity="0.3"') +
      line('M 410 470 C 440 450 470 450 500 470 C 530 490 560 490 590 470', p.trim, 10, ' opacity="0.85"') +
      line('M 410 510 C 440 490 470 490 500 510 C 530 530 560 530 590 510', p.trim, 10, ' opacity="0.85"'),
    floor: 690,
  };
}

function towel(p: Palette): Drawing {
  // A folded towel seen from the front and a little above: the flat top, then the rounded folds.
  const top =
    'M 300 424 C 262 424 240 408 250 390 C 260 370 290 350 334 350 L 666 350 C 710 350 740 370 750 390 C 760 408 738 424 700 424 Z';
  const folds = [
    { y: 420, x: 0 },
    { y: 510, x: -10 },
    { y: 600, x: 6 },
    { y: 690, x: -4 },
  ].map(
    ({ y, x }) =>
      `M ${300 + x} ${y} L ${700 + x} ${y} C ${748 + x} ${y} ${766 + x} ${y + 22} ${766 + x} ${y + 46} C ${766 + x} ${y + 70} ${748 + x} ${y + 92} ${700 + x} ${y + 92} L ${300 + x} ${y + 92} C ${252 + x} ${y + 92} ${234 + x} ${y + 70} ${234 + x} ${y + 46} C ${234 + x} ${y + 22} ${252 + x} ${y} ${300 + x} ${y} Z`,
  );
  const stripe = (x: number, w: number): string =>
    `<path d="M ${x} 800 L ${x} 424 L ${x + (500 - x) * 0.1} 340 L ${x + w + (500 - x - w) * 0.1} 340 L ${x + w} 424 L ${x + w} 800 Z" fill="#ffffff" opacity="${p.isDark ? 0.8 : 0.88}"/>`;
  return {
    fabric: [top, ...folds],
    details:
      `<g clip-path="url(#garment)">${stripe(300, 24) + stripe(338, 12) + stripe(628, 12) + stripe(652, 24)}</g>` +
      `<path d="${top}" fill="#ffffff" opacity="0.14"/>` +
      folds.map((d) => `<path d="${d}" fill="none" stroke="${p.edge}" stroke-width="4"/>`).join('') +
      line('M 262 404 C 300 416 700 416 738 404', p.dark, 3, ' opacity="0.25"'),
    floor: 800,
  };
}

function rashguard(p: Palette): Drawing {
  return {
    fabric: [
      'M 392 222 C 430 262 570 262 608 222 L 702 256 C 740 300 790 420 842 560 L 776 592 C 730 500 700 440 676 396 L 674 760 C 560 780 440 780 326 760 L 324 396 C 300 440 270 500 224 592 L 158 560 C 210 420 260 300 298 256 Z',
    ],
    details:
      line('M 392 222 C 430 262 570 262 608 222', p.dark, 12) +
      line('M 842 560 L 776 592 M 158 560 L 224 592', p.dark, 14) +
      dashed('M 410 240 L 326 400', p.trim) +
      dashed('M 590 240 L 674 400', p.trim) +
      line('M 330 420 L 330 756', p.trim, 14, ' opacity="0.5"') +
      line('M 670 420 L 670 756', p.trim, 14, ' opacity="0.5"') +
      dashed('M 330 740 C 440 758 560 758 670 740', p.trim) +
      `<rect x="560" y="300" width="44" height="18" rx="4" fill="${p.trim}" opacity="0.8"/>`,
    floor: 790,
  };
}

function dress(p: Palette): Drawing {
  return {
    behind:
      line('M 420 262 C 418 220 424 190 432 168', p.dark, 8) + line('M 580 262 C 582 220 576 190 568 168', p.dark, 8),
    fabric: [
      'M 402 262 C 430 244 462 250 480 280 C 490 296 510 296 520 280 C 538 250 570 244 598 262 L 604 420 L 752 804 C 712 830 668 830 626 810 C 586 836 540 836 500 812 C 460 836 414 836 374 810 C 332 830 288 830 248 804 L 396 420 Z',
    ],
    details:
      `<path d="M 396 408 L 604 408 L 608 446 L 392 446 Z" fill="${p.dark}" opacity="0.8"/>` +
      `<path d="M 548 426 C 520 400 500 410 530 436 C 500 462 520 472 548 446 Z" fill="${p.dark}"/>` +
      line('M 548 436 C 560 470 566 500 560 530 M 548 436 C 576 462 592 486 598 516', p.dark, 7) +
      line('M 450 460 C 430 580 400 700 370 800', p.dark, 3, ' opacity="0.3"') +
      line('M 550 460 C 570 580 600 700 630 800', p.dark, 3, ' opacity="0.3"') +
      line('M 500 460 L 500 806', p.dark, 3, ' opacity="0.22"') +
      dashed(
        'M 262 786 C 300 806 334 806 374 790 C 414 812 460 812 500 792 C 540 812 586 812 626 790 C 666 806 700 806 738 786',
        p.trim,
      ),
    floor: 840,
  };
}

function fins(p: Palette): Drawing {
  // Two fins side by side, splayed a little: a foot pocket with an open heel and a wide blade.
  const outline = (cx: number): string =>
    `M ${cx - 62} 250 C ${cx - 52} 200 ${cx + 52} 200 ${cx + 62} 250 L ${cx + 70} 420 C ${cx + 110} 520 ${cx + 150} 660 ${cx + 162} 800 C ${cx + 110} 830 ${cx + 50} 822 ${cx} 790 C ${cx - 50} 822 ${cx - 110} 830 ${cx - 162} 800 C ${cx - 150} 660 ${cx - 110} 520 ${cx - 70} 420 Z`;
  const detail = (cx: number, tilt: number): string =>
    `<g transform="rotate(${tilt} ${cx} 500)">` +
    `<path d="M ${cx - 62} 250 C ${cx - 52} 200 ${cx + 52} 200 ${cx + 62} 250 L ${cx + 70} 420 C ${cx + 30} 446 ${cx - 30} 446 ${cx - 70} 420 Z" fill="${p.dark}" opacity="0.35"/>` +
    `<ellipse cx="${cx}" cy="258" rx="44" ry="22" fill="${p.edge}"/>` +
    line(`M ${cx - 70} 420 C ${cx - 30} 446 ${cx + 30} 446 ${cx + 70} 420`, p.edge, 6) +
    line(`M ${cx - 72} 440 C ${cx - 100} 560 ${cx - 130} 680 ${cx - 146} 792`, p.dark, 14, ' opacity="0.6"') +
    line(`M ${cx + 72} 440 C ${cx + 100} 560 ${cx + 130} 680 ${cx + 146} 792`, p.dark, 14, ' opacity="0.6"') +
    line(`M ${cx} 456 L ${cx} 770`, p.light, 6, ' opacity="0.55"') +
    line(`M ${cx - 36} 452 C ${cx - 46} 560 ${cx - 60} 680 ${cx - 70} 790`, p.dark, 3, ' opacity="0.35"') +
    line(`M ${cx + 36} 452 C ${cx + 46} 560 ${cx + 60} 680 ${cx + 70} 790`, p.dark, 3, ' opacity="0.35"') +
    '</g>';
  return {
    fabric: [
      { d: outline(330), transform: 'rotate(4 330 500)' },
      { d: outline(670), transform: 'rotate(-4 670 500)' },
    ],
    details: detail(330, 4) + detail(670, -4),
    floor: 830,
  };
}

function bag(p: Palette): Drawing {
  return {
    behind: line('M 390 430 C 390 250 610 250 610 430', p.edge, 24),
    fabric: ['M 282 420 L 718 420 L 762 798 C 764 814 754 824 738 824 L 262 824 C 246 824 236 814 238 798 Z'],
    details:
      line('M 350 436 C 350 220 650 220 650 436', p.dark, 28) +
      line('M 350 436 C 350 220 650 220 650 436', p.light, 4, ' opacity="0.5"') +
      `<path d="M 282 420 L 718 420 L 724 474 L 276 474 Z" fill="${p.dark}" opacity="0.6"/>` +
      dashed('M 278 464 L 722 464', p.trim) +
      `<g clip-path="url(#garment)"><rect x="200" y="610" width="600" height="26" fill="${p.trim}" opacity="0.7"/>` +
      `<rect x="200" y="660" width="600" height="26" fill="${p.trim}" opacity="0.7"/></g>` +
      `<rect x="334" y="430" width="32" height="56" rx="6" fill="${p.dark}"/><rect x="634" y="430" width="32" height="56" rx="6" fill="${p.dark}"/>`,
    floor: 840,
  };
}

function kidsSuit(p: Palette): Drawing {
  return {
    fabric: [
      'M 372 300 L 428 300 C 448 350 552 350 572 300 L 628 300 C 640 400 622 470 628 548 C 636 610 654 640 662 668 C 614 688 572 716 548 760 L 452 760 C 428 716 386 688 338 668 C 346 640 364 610 372 548 C 378 470 360 400 372 300 Z',
      'M 352 560 C 450 586 550 586 648 560 L 688 660 C 664 684 638 684 614 664 C 590 690 560 690 536 668 C 512 694 488 694 464 668 C 440 690 410 690 386 664 C 362 684 336 684 312 660 Z',
    ],
    details:
      `<path d="M 372 300 L 428 300 L 426 260 L 374 260 Z M 572 300 L 628 300 L 626 260 L 574 260 Z" fill="${p.dark}"/>` +
      dashed('M 432 308 C 458 346 542 346 568 308', p.trim) +
      [
        [450, 410],
        [540, 440],
        [470, 500],
        [575, 380],
        [420, 470],
        [560, 520],
        [500, 380],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${p.trim}" opacity="0.6"/>`)
        .join('') +
      dashed(
        'M 332 650 C 345 672 372 676 386 660 C 410 684 440 684 464 664 C 488 688 512 688 536 664 C 560 684 590 684 614 660 C 628 676 655 672 668 650',
        p.trim,
      ),
    floor: 780,
  };
}

const drawings: Record<GarmentShape, (p: Palette) => Drawing> = {
  'one-piece': onePiece,
  bikini,
  trunks,
  shorts,
  goggles,
  cap,
  towel,
  rashguard,
  dress,
  fins,
  bag,
  'kids-suit': kidsSuit,
};

/** The picture as SVG text: pure, for tests and for callers that render it themselves. */
export function garmentSvg(shape: GarmentShape, hex: string, size = 1200): string {
  if (!Number.isInteger(size) || size < 16 || size > 4096) throw new Error(`Bad image size: ${size}`);
  const draw = drawings[shape];
  if (!draw) throw new Error(`Unknown garment shape: ${String(shape)}`);
  const p = paletteFor(hex);
  const base = parseHex(p.base);
  const bgTop = toHex(mix(parseHex('#f7f4ef'), base, 0.05));
  const bgBottom = toHex(mix(parseHex('#e8e3db'), base, 0.09));
  const drawing = draw(p);
  const parts = drawing.fabric.map((part) => (typeof part === 'string' ? { d: part } : part));
  const pathOf = (part: FabricPart, attributes = ''): string =>
    `<path d="${part.d}"${part.transform ? ` transform="${part.transform}"` : ''}${attributes}/>`;
  const fabric = parts
    .map((part) => pathOf(part, ` fill="url(#fabric)" stroke="${p.edge}" stroke-width="4" stroke-linejoin="round"`))
    .join('');
  const silhouette = parts.map((part) => pathOf(part)).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>`,
    `<linearGradient id="fabric" x1="0.15" y1="0" x2="0.85" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`,
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.1"/></linearGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#3f6685"/><stop offset="1" stop-color="#14202c"/></linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000000" stop-opacity="0.2"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
    `<clipPath id="garment">${silhouette}</clipPath>`,
    '</defs>',
    '<rect width="1000" height="1000" fill="url(#bg)"/>',
    `<ellipse cx="500" cy="${drawing.floor}" rx="330" ry="40" fill="url(#floor)"/>`,
    `<g transform="translate(10 16)" fill="#000000" opacity="0.08">${silhouette}</g>`,
    drawing.behind ?? '',
    fabric,
    drawing.details,
    '<rect width="1000" height="1000" fill="url(#sheen)" clip-path="url(#garment)"/>',
    '</svg>',
  ].join('');
}

/** Renders the picture to a square PNG of `size` pixels. */
export async function renderGarmentImage(shape: GarmentShape, hex: string, size = 1200): Promise<Buffer> {
  return sharp(Buffer.from(garmentSvg(shape, hex, size)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
