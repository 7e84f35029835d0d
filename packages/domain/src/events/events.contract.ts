import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { categorySchema } from '../races/race.schemas.ts';
import { z } from '../zod.ts';
import { duplicateEventSchema } from './duplicate-event.ts';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventParamsSchema,
  eventSchema,
  eventStatsSchema,
} from './event.schemas.ts';

/**
 * Events (spec 001 section 5): anyone reads them, the current one first (D17), but only administrators
 * see inactive events; only administrators write. A write naming a missing or inactive race, or categories
 * of another race, answers 400.
 */
export const eventsContract = {
  /** `active=true` narrows an admin's list to active events; runners and visitors only ever get those. */
  listEvents: defineEndpoint({
    method: 'GET',
    path: '/events',
    access: 'public',
    query: eventListQuerySchema,
    responses: { 200: z.array(eventSchema) },
  }),
  getEvent: defineEndpoint({
    method: 'GET',
    path: '/events/:id',
    access: 'public',
    params: eventParamsSchema,
    responses: { 200: eventSchema },
    errors: { 404: [e.notFound] },
  }),
  /** The event's categories, by distance (the inscription form's choices). */
  listEventCategories: defineEndpoint({
    method: 'GET',
    path: '/events/:id/categories',
    access: 'public',
    params: eventParamsSchema,
    responses: { 200: z.array(categorySchema) },
    errors: { 404: [e.notFound] },
  }),
  getEventStats: defineEndpoint({
    method: 'GET',
    path: '/events/:id/stats',
    access: 'admin',
    params: eventParamsSchema,
    responses: { 200: eventStatsSchema },
    errors: { 404: [e.notFound] },
  }),
  createEvent: defineEndpoint({
    method: 'POST',
    path: '/events',
    access: 'admin',
    body: eventInputSchema,
    responses: { 201: eventSchema },
  }),
  /** 409 when the race of an event with inscriptions changes, or a category with inscriptions is removed. */
  updateEvent: defineEndpoint({
    method: 'PUT',
    path: '/events/:id',
    access: 'admin',
    params: eventParamsSchema,
    body: eventInputSchema,
    responses: { 200: eventSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** 409 while the event has inscriptions. */
  deleteEvent: defineEndpoint({
    method: 'DELETE',
    path: '/events/:id',
    access: 'admin',
    params: eventParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** Next year's edition, inactive until reviewed, with the parts the admin chose to copy. */
  duplicateEvent: defineEndpoint({
    method: 'POST',
    path: '/events/:id/duplicate',
    access: 'admin',
    params: eventParamsSchema,
    body: duplicateEventSchema,
    responses: { 201: eventSchema },
    errors: { 404: [e.notFound] },
  }),
};
