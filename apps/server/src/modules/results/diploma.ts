import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { pdfDocument } from '../../lib/pdf-document.ts';

const GREEN = '#1f5130';
const GREY = '#495057';

const place = (position: number | null, of: number) => (position === null ? '—' : `${position}º de ${of}`);

type Place = { position: number | null; of: number };

/**
 * What a diploma and a share card draw of a rider's result, and nothing else: the renderers take only this, so
 * its hash (rider-files.ts) changes whenever a file would look different, and only then (another rider's gap
 * or a lap detail does not make a new file). It is also all that is sent to the render worker.
 */
export interface DrawnResult {
  eventName: string;
  eventDate: string;
  eventPlace: string;
  organizer: string;
  dorsal: number;
  runnerName: string;
  categoryName: string;
  distance: number;
  finalTime: number | null;
  overall: Place;
  category: Place;
  sex: (Place & { label: string }) | null;
  /** The distance's results are not final yet (riders still racing, the day not over): the files say so. */
  provisional: boolean;
}

/** Exactly the drawn fields of a result that may carry more (a RiderResult, the hub's RiderPlaces). */
export function drawnOf(result: DrawnResult): DrawnResult {
  const at = ({ position, of }: Place): Place => ({ position, of });
  return {
    eventName: result.eventName,
    eventDate: result.eventDate,
    eventPlace: result.eventPlace,
    organizer: result.organizer,
    dorsal: result.dorsal,
    runnerName: result.runnerName,
    categoryName: result.categoryName,
    distance: result.distance,
    finalTime: result.finalTime,
    overall: at(result.overall),
    category: at(result.category),
    sex: result.sex === null ? null : { ...at(result.sex), label: result.sex.label },
    provisional: result.provisional,
  };
}

/** The lines of the diploma, in reading order (tests read them back from the PDF). */
export function diplomaLines(result: DrawnResult) {
  return {
    title: result.provisional ? 'Diploma de finalización provisorio' : 'Diploma de finalización',
    certifies: 'Se certifica que',
    name: result.runnerName,
    completed: `completó ${result.eventName}`,
    event: `${result.distance} km · ${formatIsoDateEsAr(result.eventDate)} · ${result.eventPlace}`,
    category: `Categoría ${result.categoryName} · Dorsal ${result.dorsal}`,
    time: result.finalTime === null ? '' : formatElapsed(result.finalTime),
    places: [
      ['Categoría', place(result.category.position, result.category.of)],
      ['General', place(result.overall.position, result.overall.of)],
      ...(result.sex ? [[result.sex.label, place(result.sex.position, result.sex.of)]] : []),
    ] as [string, string][],
    organizer: result.organizer,
    note: result.provisional
      ? 'Resultados provisorios: las posiciones pueden cambiar hasta que termine la carrera.'
      : '',
  };
}

/**
 * A one-page certificate, A4 landscape, for a rider who completed the race: event, rider, category,
 * positions and time, signed with the organiser's name. Made on the server; nothing reaches the browser.
 * About 30 ms of CPU that pdfkit spends on the calling thread: the app calls it in the render worker
 * (render-worker.ts), never on the event loop.
 */
export function renderDiploma(result: DrawnResult): Promise<Buffer> {
  const lines = diplomaLines(result);
  const { doc, bytes } = pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${lines.title} · ${result.runnerName}`, Author: result.organizer, Subject: result.eventName },
  });
  const { width, height } = doc.page;
  const inner = width - 160;

  // Double frame.
  doc
    .lineWidth(6)
    .strokeColor(GREEN)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1.5)
    .rect(40, 40, width - 80, height - 80)
    .stroke();

  // One line each: a long name or event name gets a smaller size rather than a second line.
  const centred = (text: string, y: number, font: 'regular' | 'bold', size: number, color = '#212529') => {
    let fitted = size;
    doc.font(font).fontSize(fitted);
    while (fitted > 9 && doc.widthOfString(text) > inner) doc.fontSize(--fitted);
    doc.fillColor(color).text(text, 80, y + (size - fitted) / 2, { width: inner, align: 'center', lineBreak: false });
  };

  centred(lines.organizer.toUpperCase(), 72, 'bold', 14, GREEN);
  centred(lines.title, 100, 'bold', 34, GREEN);
  centred(lines.certifies, 160, 'regular', 16, GREY);
  centred(lines.name, 188, 'bold', 36);
  centred(lines.completed, 248, 'regular', 18);
  centred(lines.event, 276, 'regular', 14, GREY);
  centred(lines.category, 300, 'regular', 14, GREY);
  centred('Tiempo total', 336, 'regular', 13, GREY);
  centred(lines.time, 354, 'bold', 32, GREEN);

  // Positions, side by side.
  const boxWidth = 180;
  const gap = 24;
  const total = lines.places.length * boxWidth + (lines.places.length - 1) * gap;
  let x = (width - total) / 2;
  for (const [label, value] of lines.places) {
    doc.lineWidth(1).strokeColor('#ced4da').roundedRect(x, 410, boxWidth, 62, 8).stroke();
    doc.font('regular').fontSize(11).fillColor(GREY).text(label, x, 420, { width: boxWidth, align: 'center' });
    doc.font('bold').fontSize(20).fillColor('#212529').text(value, x, 438, { width: boxWidth, align: 'center' });
    x += boxWidth + gap;
  }
  if (lines.note) centred(lines.note, 490, 'regular', 12, GREY);

  // Signature.
  doc
    .lineWidth(1)
    .strokeColor(GREY)
    .moveTo(width / 2 - 120, height - 92)
    .lineTo(width / 2 + 120, height - 92)
    .stroke();
  centred(lines.organizer, height - 86, 'regular', 12, GREY);
  doc.end();
  return bytes;
}
