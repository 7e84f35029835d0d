import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import {
  broadcastAnswerSchema,
  broadcastAudienceSchema,
  broadcastSchema,
  eventIdParamsSchema,
  eventMailSettingsAnswerSchema,
  eventMailSettingsSchema,
} from './event-mails.schemas.ts';

/** An event's email (docs/decisions/017-mail-outbox.md, 'Per event'); admins only. `:id` is the event's. */
export const eventMailsContract = {
  /** Which kinds of message the event sends, and whether the site sends email at all. */
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:id/mail-settings',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: eventMailSettingsAnswerSchema },
    errors: { 404: [e.notFound] },
  }),
  /** Saves the switches, audited; they apply to messages written from then on. */
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/admin/events/:id/mail-settings',
    access: 'admin',
    params: eventIdParamsSchema,
    body: eventMailSettingsSchema,
    responses: { 200: eventMailSettingsAnswerSchema },
    errors: { 404: [e.notFound] },
  }),
  /** How many runners a message to the event's inscribed runners would reach, and whether email is on. */
  broadcastAudience: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:id/broadcast',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: broadcastAudienceSchema },
    errors: { 404: [e.notFound] },
  }),
  /**
   * Writes the message to the outbox, one row per inscribed runner with an address, audited, in one transaction;
   * 409 with email off or nobody to write to; 429 past the hourly limit of the event.
   */
  broadcast: defineEndpoint({
    method: 'POST',
    path: '/admin/events/:id/broadcast',
    access: 'admin',
    params: eventIdParamsSchema,
    body: broadcastSchema,
    responses: { 201: broadcastAnswerSchema },
    errors: { 404: [e.notFound], 409: [e.conflict], 429: [e.tooManyRequests] },
  }),
};
