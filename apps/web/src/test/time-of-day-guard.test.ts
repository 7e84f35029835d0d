import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Times of day are shown in the organiser's zone on the 24-hour clock (D9) only through
 * `formatClockTime` / `formatDateTimeEsAr` (packages/domain/src/dates.ts). The browser's own formatting
 * follows the device's zone and may fall back to a 12-hour clock, and a spreadsheet time format with
 * AM/PM does the same in Excel; this keeps both from coming back in the web app or the server.
 */
const REPO = join(import.meta.dirname, '../../../..');
const ROOTS = ['apps/web/src', 'apps/server/src'];
const FORBIDDEN: [RegExp, string][] = [
  [/\.toLocaleTimeString\(/, 'toLocaleTimeString'],
  [/\.toLocaleString\(/, 'toLocaleString'],
  [/\bhour\s*:/, 'an Intl "hour" option'],
  [/\bhour12\b/, 'hour12'],
  [/AM\/PM/, 'an AM/PM number format'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('times of day', () => {
  it('are never formatted with the browser zone or a 12-hour clock outside the domain helpers', () => {
    const offenders: string[] = [];
    for (const root of ROOTS) {
      for (const file of sourceFiles(join(REPO, root))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            for (const [pattern, what] of FORBIDDEN) {
              if (pattern.test(line)) offenders.push(`${relative(REPO, file)}:${index + 1} uses ${what}`);
            }
          });
      }
    }
    expect(offenders).toEqual([]);
  });
});
