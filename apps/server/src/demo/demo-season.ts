import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent } from '@carreras/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Random } from './random.ts';

// What the demo season's steps share: the riders, the categories, the clock and the generator they draw from.

export type Db = Kysely<Database>;
export const MINUTE = 60_000;
export const ORGANISER_OFFSET = '-03:00';

export interface DemoRunner {
  id: number;
  nombre: string;
  apellido: string;
  sexo: 'M' | 'F';
  fechaNacimiento: string;
  /** Minutes a 33 km lap takes this rider; the whole season reads from it. */
  pace: number;
  /** Riders placed so that every category has entrants in both editions of the race. */
  anchor?: { distancia: number; ebike: boolean };
}

export interface DemoCategory {
  id: number;
  nombre: string;
  distancia: number;
  sexo: 'M' | 'F' | 'MIXTO';
  esLibre: boolean;
  edadMinima: number | null;
  edadMaxima: number | null;
}

/** An inscription the demo wrote, with what its rider's laps are drawn from. */
export interface DemoEntry {
  inscriptionId: number;
  runnerId: number;
  category: DemoCategory;
  distancia: number;
  bib: number | null;
  pace: number;
  present: boolean;
}

export interface DemoEvent {
  id: number;
  nombre: string;
  inscriptions: number;
  stage: 'finished' | 'open' | 'live';
}

/** The season being written: every step draws from `random` in turn, so their order is part of the output. */
export interface Season {
  db: Db;
  random: Random;
  categories: DemoCategory[];
  runners: DemoRunner[];
  /** Created and updated time of every row the demo writes. */
  stamp: string;
  /** The category a rider enters on an event's date, drawn from `random`; none when no category fits. */
  pickCategory: (runner: DemoRunner, eventDate: string) => DemoCategory | undefined;
}

export function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a rider may enter a category on an event's date. */
export function eligibleOn(category: DemoCategory, runner: DemoRunner, eventDate: string): boolean {
  return isCategoryEligible(
    {
      sexo: category.sexo,
      esLibre: category.esLibre,
      edadMinima: category.edadMinima,
      edadMaxima: category.edadMaxima,
    },
    runner.sexo,
    ageForEvent(runner.fechaNacimiento, eventDate),
  );
}

/** A rider's category: the anchor's, else an eligible one, fast riders leaning to 66 km and a few to the e-bike. */
export function categoryPicker(categories: DemoCategory[], random: Random): Season['pickCategory'] {
  return (runner, eventDate) => {
    if (runner.anchor?.ebike) return categories.find((c) => c.nombre === 'E-BIKE');
    const distancia = runner.anchor?.distancia;
    const fits = (c: DemoCategory) =>
      c.nombre !== 'E-BIKE' &&
      (distancia === undefined || c.distancia === distancia) &&
      eligibleOn(c, runner, eventDate);
    const eligible = categories.filter(fits);
    if (eligible.length === 0) return undefined;
    // Fast riders lean to 66 km.
    const prefer66 = runner.pace < 95 ? 0.75 : 0.35;
    const on66 = eligible.filter((c) => c.distancia === 66);
    const on33 = eligible.filter((c) => c.distancia === 33);
    if (on66.length && (random.chance(prefer66) || on33.length === 0))
      return random.chance(0.04) && !runner.anchor ? categories.find((c) => c.nombre === 'E-BIKE') : on66[0];
    return on33[0] ?? on66[0];
  };
}
