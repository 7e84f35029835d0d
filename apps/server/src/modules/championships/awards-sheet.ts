import type { StandingsResponse } from '@carreras/domain/championships/championship.schemas';
import { pdfDocument } from '../../lib/pdf-document.ts';

/** Places per category on the awards sheet: the podium and two more, as local cups award five. */
export const AWARDED_PLACES = 5;

const GREEN = '#1f5130';
const GREY = '#495057';

/** The lines of the sheet, in reading order (tests read them back from the PDF). */
export function awardsLines(standings: StandingsResponse) {
  const { nombre, anio } = standings.championship;
  return {
    title: `${nombre} ${anio}`,
    subtitle: standings.provisional ? 'Premiación · Clasificación provisoria' : 'Premiación · Clasificación final',
    categories: standings.categories.map((c) => ({
      name: c.name,
      rows: c.rows
        .filter((r) => r.position <= AWARDED_PLACES)
        .map((r) => ({ place: `${r.position}º`, name: r.runnerName, total: `${r.total} pts` })),
    })),
  };
}

/**
 * A printable A4 sheet for the awards ceremony: per category, the first AWARDED_PLACES of the standings with
 * their points (ties share a place, so a category may list more). A few pages at most, drawn on request.
 */
export function renderAwardsSheet(standings: StandingsResponse): Promise<Buffer> {
  const lines = awardsLines(standings);
  const { doc, bytes } = pdfDocument({ size: 'A4', margin: 48, info: { Title: `${lines.title} · Premiación` } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;

  doc.font('bold').fontSize(22).fillColor(GREEN).text(lines.title, left, 48, { width, align: 'center' });
  doc.font('regular').fontSize(13).fillColor(GREY).text(lines.subtitle, { width, align: 'center' });
  let y = doc.y + 18;
  for (const category of lines.categories) {
    const height = 26 + 18 * category.rows.length + 14;
    if (y + height > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.font('bold').fontSize(14).fillColor(GREEN).text(category.name, left, y, { width, lineBreak: false });
    y += 22;
    doc
      .lineWidth(0.8)
      .strokeColor('#ced4da')
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
    y += 4;
    for (const row of category.rows) {
      doc.font('bold').fontSize(11).fillColor('#212529').text(row.place, left, y, { width: 40, lineBreak: false });
      doc.font('regular').text(row.name, left + 44, y, { width: width - 144, lineBreak: false, ellipsis: true });
      doc.font('bold').text(row.total, left + width - 96, y, { width: 96, align: 'right', lineBreak: false });
      y += 18;
    }
    y += 14;
  }
  doc.end();
  return bytes;
}
