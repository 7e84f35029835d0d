import { hashPassword } from '../lib/password.ts';
import { DEMO_PEOPLE, insertDemoPeople } from './demo-registration.ts';
import { insertAdmin, insertRunner } from './demo-rows.ts';
import type { Db, DemoCategory, DemoRunner } from './demo-season.ts';
import { ALLERGIES, FEMALE_NAMES, HEALTH_INSURANCES, MALE_NAMES, PROVINCES, SURNAMES } from './names.ts';
import type { Random } from './random.ts';

export const DEMO_ADMIN = { dni: '20000001', password: 'demo-admin', nombre: 'Organización Demo' };
export const DEMO_RUNNER = { dni: '30123456', password: 'corredor123', nombre: 'Lucía', apellido: 'Fernández' };
const RUNNER_PASSWORD = 'corredor123';
const RUNNER_COUNT = 400;

function weighted(random: Random, items: [string, number][]): string {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll <= 0) return item;
  }
  return items[0]![0];
}

/**
 * Three riders for every category, with an age inside its band both at this edition and at last
 * year's (band minimum + 1 up to maximum), so every category has entrants and results.
 */
function anchorRiders(categories: DemoCategory[], random: Random) {
  const anchors: { sexo: 'M' | 'F'; age: number; distancia: number; ebike: boolean }[] = [];
  for (const category of categories) {
    for (let n = 0; n < 3; n++) {
      if (category.sexo === 'MIXTO') {
        anchors.push({ sexo: random.chance(0.7) ? 'M' : 'F', age: random.int(35, 60), distancia: 66, ebike: true });
        continue;
      }
      const min = category.edadMinima ?? 18;
      const max = Math.min(category.edadMaxima ?? 80, min + 6);
      anchors.push({ sexo: category.sexo, age: random.int(min + 1, max), distancia: category.distancia, ebike: false });
    }
  }
  return anchors;
}

const phone = (random: Random) => `549381${random.int(400, 699)}${String(random.int(0, 9999)).padStart(4, '0')}`;

/**
 * The people of the season: the demo administrator, the demo runner (Lucía) and 399 riders of every age and both
 * sexes, three anchored in each category, each with the pace their results are drawn from; then the named people
 * of the registration showcase (demo-registration.ts).
 */
export async function createPeople(
  db: Db,
  random: Random,
  categories: DemoCategory[],
  editionYear: number,
  stamp: string,
): Promise<{ adminId: number; runners: DemoRunner[] }> {
  const adminId = await insertAdmin(db, DEMO_ADMIN, stamp);
  // One hash for every demo runner: they share the demo password, and hashing 400 times would only slow the start.
  const passwordHash = await hashPassword(RUNNER_PASSWORD);
  const runners: DemoRunner[] = [];
  const usedDnis = new Set<string>([DEMO_RUNNER.dni, ...Object.values(DEMO_PEOPLE).map((p) => p.dni)]);
  const anchors = anchorRiders(categories, random);
  for (let i = 0; i < RUNNER_COUNT; i++) {
    const isDemoRunner = i === 0;
    const anchor = isDemoRunner ? undefined : anchors[i - 1];
    const sexo: 'M' | 'F' = isDemoRunner ? 'F' : (anchor?.sexo ?? (random.chance(0.72) ? 'M' : 'F'));
    const age = isDemoRunner ? 34 : (anchor?.age ?? Math.round(Math.min(74, Math.max(14, random.normal(38, 22)))));
    const birthYear = editionYear - age;
    const birth = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    let dni = DEMO_RUNNER.dni;
    if (!isDemoRunner) {
      do dni = String(random.int(Math.max(10_000_000, (2008 - birthYear) * 900_000 + 8_000_000), 45_999_999));
      while (usedDnis.has(dni));
      usedDnis.add(dni);
    }
    const nombre = isDemoRunner ? DEMO_RUNNER.nombre : random.pick(sexo === 'M' ? MALE_NAMES : FEMALE_NAMES);
    const apellido = isDemoRunner ? DEMO_RUNNER.apellido : random.pick(SURNAMES);
    const provincia = weighted(random, PROVINCES);
    // Drawn in this order, as the season was first written: each draw moves the generator for everything after.
    const email = `${nombre
      .split(' ')[0]!
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()}.${dni.slice(-4)}@example.com`;
    const whatsapp = phone(random);
    const telefono = phone(random);
    const obraSocial = random.chance(0.8) ? random.pick(HEALTH_INSURANCES) : 'No tiene obra social';
    const grupoSanguineo = random.pick(['O+', 'O+', 'O+', 'A+', 'A+', 'B+', 'AB+', 'O-', 'A-']);
    const alergia = random.chance(0.12) ? random.pick(ALLERGIES) : null;
    const person = { nombre, apellido, dni, sexo, fechaNacimiento: birth, email, whatsapp, telefono, provincia };
    const id = await insertRunner(db, { ...person, obraSocial, grupoSanguineo, alergia }, passwordHash, stamp);
    const agePenalty = Math.max(0, age - 35) * 0.6 + Math.max(0, 20 - age) * 1.2;
    const pace = Math.max(62, random.normal(sexo === 'M' ? 88 : 99, 18) + agePenalty);
    runners.push({
      id,
      nombre,
      apellido,
      sexo,
      fechaNacimiento: birth,
      pace,
      ...(anchor ? { anchor: { distancia: anchor.distancia, ebike: anchor.ebike } } : {}),
    });
  }
  await insertDemoPeople(db, passwordHash, editionYear, stamp);
  return { adminId, runners };
}
