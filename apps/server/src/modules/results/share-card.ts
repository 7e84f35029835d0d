import { withoutXmlInvalidCharacters } from '@carreras/domain/control-characters';
import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { Resvg } from '@resvg/resvg-js';
import { FONT_BOLD, FONT_REGULAR } from '../../lib/pdf-document.ts';
import type { DrawnResult } from './diploma.ts';

export const CARD_SIZE = 1080;

/** Text as SVG content: escaped, and without what XML cannot hold (an old stored name may carry a control). */
const escapeXml = (text: string) =>
  withoutXmlInvalidCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A font size at which `text` fits `width` px, by DejaVu Sans' average advance (about 0.6 em, bold). */
function fit(text: string, size: number, width: number): number {
  const estimate = text.length * size * 0.62;
  return estimate <= width ? size : Math.max(28, Math.floor((size * width) / estimate));
}

const place = (position: number | null) => (position === null ? '—' : `${position}º`);

/** The share card as SVG: the same data as the diploma, for Instagram and WhatsApp. */
export function shareCardSvg(result: DrawnResult): string {
  const s = CARD_SIZE;
  const name = result.runnerName;
  const event = result.eventName;
  const time = result.finalTime === null ? '' : formatElapsed(result.finalTime);
  const places = [
    ['CATEGORÍA', place(result.category.position), `de ${result.category.of}`],
    ['GENERAL', place(result.overall.position), `de ${result.overall.of}`],
    ...(result.sex ? [[result.sex.label.toUpperCase(), place(result.sex.position), `de ${result.sex.of}`]] : []),
  ];
  const column = (s - 160) / places.length;
  const text = (x: number, y: number, size: number, content: string, options = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" ${options}>${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1f5130"/>
      <stop offset="1" stop-color="#0b2214"/>
    </linearGradient>
  </defs>
  <rect width="${s}" height="${s}" fill="url(#bg)"/>
  <g font-family="DejaVu Sans" fill="#ffffff" text-anchor="middle">
    ${text(s / 2, 120, 34, result.organizer.toUpperCase(), 'font-weight="bold" fill="#b2f2bb"')}
    ${text(s / 2, 200, fit(event, 44, s - 120), event, 'font-weight="bold"')}
    ${text(s / 2, 252, 30, `${result.distance} km · ${formatIsoDateEsAr(result.eventDate)}`, 'fill="#d3f9d8"')}
    ${text(s / 2, 400, fit(name, 76, s - 120), name, 'font-weight="bold"')}
    ${text(s / 2, 460, 32, `${result.categoryName} · #${result.dorsal}`, 'fill="#d3f9d8"')}
    ${text(s / 2, 560, 30, 'TIEMPO', 'fill="#b2f2bb"')}
    ${text(s / 2, 660, 104, time, 'font-weight="bold"')}
    ${places
      .map(([label, value, of], index) => {
        const x = 80 + column * index + column / 2;
        return [
          text(x, 790, 26, label ?? '', 'fill="#b2f2bb"'),
          text(x, 880, 88, value ?? '', 'font-weight="bold"'),
          text(x, 925, 28, of ?? '', 'fill="#d3f9d8"'),
        ].join('\n    ');
      })
      .join('\n    ')}
    ${text(s / 2, 1030, 26, result.provisional ? 'Resultados provisorios' : 'Resultados oficiales', 'fill="#b2f2bb"')}
  </g>
</svg>`;
}

/**
 * The share card, 1080×1080 PNG, drawn with the bundled font (no system font needed). About 40 ms of CPU, part
 * of it (the PNG encoding) on the calling thread even with resvg's renderAsync: the app calls it in the render
 * worker (render-worker.ts), which has no event loop to keep free, so it draws synchronously.
 */
export function renderShareCard(result: DrawnResult): Buffer {
  const image = new Resvg(shareCardSvg(result), {
    fitTo: { mode: 'width', value: CARD_SIZE },
    font: { fontFiles: [FONT_REGULAR, FONT_BOLD], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return image.asPng();
}
