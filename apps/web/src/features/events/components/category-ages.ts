import { ageRangeText } from '@carreras/domain/categories/age-range';
import type { Category } from '@carreras/domain/races/race.schemas';

export interface DistanceGroup {
  distancia: number;
  modalidad: string;
  /** One line per category name without its sex suffix, as the landing lists them. */
  categories: { nombre: string; edades: string; minAge: number }[];
}

/** Groups an event's categories by distance (ascending) and merges the MASC/FEM twins of each category. */
export function groupByDistance(categories: Category[]): DistanceGroup[] {
  const groups = new Map<number, DistanceGroup>();
  for (const category of categories) {
    let group = groups.get(category.distancia);
    if (!group) {
      group = { distancia: category.distancia, modalidad: category.modality_name, categories: [] };
      groups.set(category.distancia, group);
    }
    const nombre = category.nombre.replace(/\s+(MASC|FEM|MIXTO)$/i, '');
    const edades = ageRangeText(category);
    if (!group.categories.some((c) => c.nombre === nombre && c.edades === edades)) {
      group.categories.push({ nombre, edades, minAge: category.esLibre ? 999 : (category.edadMinima ?? 0) });
    }
  }
  for (const group of groups.values()) group.categories.sort((a, b) => a.minAge - b.minAge);
  return [...groups.values()].sort((a, b) => a.distancia - b.distancia);
}
