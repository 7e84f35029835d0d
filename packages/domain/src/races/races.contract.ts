import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import {
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
  idParamsSchema,
  modalityInputSchema,
  modalitySchema,
  raceInputSchema,
  raceSchema,
} from './race.schemas.ts';

/**
 * Races, their modalities and categories (spec 001 section 5). Anyone may read (runners see only active
 * races); only administrators write. A write naming a missing race or modality in its body answers 400.
 */
export const racesContract = {
  listRaces: defineEndpoint({
    method: 'GET',
    path: '/races',
    access: 'public',
    responses: { 200: z.array(raceSchema) },
  }),
  getRace: defineEndpoint({
    method: 'GET',
    path: '/races/:id',
    access: 'public',
    params: idParamsSchema,
    responses: { 200: raceSchema },
    errors: { 404: [e.notFound] },
  }),
  createRace: defineEndpoint({
    method: 'POST',
    path: '/races',
    access: 'admin',
    body: raceInputSchema,
    responses: { 201: raceSchema },
  }),
  updateRace: defineEndpoint({
    method: 'PUT',
    path: '/races/:id',
    access: 'admin',
    params: idParamsSchema,
    body: raceInputSchema,
    responses: { 200: raceSchema },
    errors: { 404: [e.notFound] },
  }),
  /** 409 while the race has events (or inscriptions). */
  deleteRace: defineEndpoint({
    method: 'DELETE',
    path: '/races/:id',
    access: 'admin',
    params: idParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  listRaceModalities: defineEndpoint({
    method: 'GET',
    path: '/races/:id/modalities',
    access: 'public',
    params: idParamsSchema,
    responses: { 200: z.array(modalitySchema) },
    errors: { 404: [e.notFound] },
  }),
  listRaceCategories: defineEndpoint({
    method: 'GET',
    path: '/races/:id/categories',
    access: 'public',
    params: idParamsSchema,
    responses: { 200: z.array(categorySchema) },
    errors: { 404: [e.notFound] },
  }),
  createModality: defineEndpoint({
    method: 'POST',
    path: '/modalities',
    access: 'admin',
    body: modalityInputSchema,
    responses: { 201: modalitySchema },
  }),
  /** 409 when the distance changes while its categories have inscriptions. */
  updateModality: defineEndpoint({
    method: 'PUT',
    path: '/modalities/:id',
    access: 'admin',
    params: idParamsSchema,
    body: modalityInputSchema,
    responses: { 200: modalitySchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  deleteModality: defineEndpoint({
    method: 'DELETE',
    path: '/modalities/:id',
    access: 'admin',
    params: idParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** Every category, or those of one race (`race_id`). */
  listCategories: defineEndpoint({
    method: 'GET',
    path: '/categories',
    access: 'public',
    query: categoryListQuerySchema,
    responses: { 200: z.array(categorySchema) },
  }),
  /** 409 when the modality already has a category of that name. */
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/categories',
    access: 'admin',
    body: categoryInputSchema,
    responses: { 201: categorySchema },
    errors: { 409: [e.conflict] },
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/categories/:id',
    access: 'admin',
    params: idParamsSchema,
    body: categoryInputSchema,
    responses: { 200: categorySchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/categories/:id',
    access: 'admin',
    params: idParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
};
