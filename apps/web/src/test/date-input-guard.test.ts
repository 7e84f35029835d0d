import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates are typed and read as dd/mm/yyyy on every device through `DateField` (components/date-field.tsx). A
 * native date input follows the device's language instead: an English phone asks for mm/dd/yyyy.
 */
const WEB = join(import.meta.dirname, '..');
const NATIVE_DATE = /type=["']date["']|type:\s*["']date["']|type=\{["']date["']\}/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date inputs', () => {
  it('recognises a native date input however it is written', () => {
    expect(NATIVE_DATE.test('<TextInput type="date" />')).toBe(true);
    expect(NATIVE_DATE.test("<input type={'date'} />")).toBe(true);
    expect(NATIVE_DATE.test("{ type: 'date' }")).toBe(true);
    expect(NATIVE_DATE.test('<DateField voice="runner" />')).toBe(false);
  });

  it('are never the native one, whose day and month order follows the device language', () => {
    const offenders = sourceFiles(WEB).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (NATIVE_DATE.test(line) ? [`${relative(WEB, file)}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
