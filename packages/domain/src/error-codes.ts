// Kept apart from the zod schema in errors.ts, so a page that only compares codes does not download zod.
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  invalidJson: 'INVALID_JSON',
  bodyTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A runner or administrator already has that DNI. */
  dniTaken: 'DNI_TAKEN',
  /** Another inscription of the event holds that bib. */
  bibTaken: 'BIB_TAKEN',
  /** The runner (with `fields.partnerDni`, the partner) already takes part in the event. */
  alreadyEnrolled: 'ALREADY_ENROLLED',
  /** The partner already has a pair invitation waiting for an answer in the event. */
  pairPending: 'PAIR_PENDING',
  /** The runner is already on the event's waiting list. */
  alreadyWaiting: 'ALREADY_WAITING',
  /** The event, distance or category has no room left: the runner may join the waiting list instead. */
  placesFull: 'PLACES_FULL',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** Login answered 429 until the progressive delay of that DNI and address has passed. */
  loginThrottled: 'LOGIN_THROTTLED',
  /** A runner with a temporary password (D14) called anything but the profile read or the password change. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  limitReached: 'LIMIT_REACHED',
  /** The event exists but has no timing configured: no results yet (not a failure). */
  timingNotConfigured: 'TIMING_NOT_CONFIGURED',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** A passage could not be stored after its retries (database busy): the device sends it again. */
  busy: 'BUSY',
  internal: 'INTERNAL_ERROR',
} as const;

/** A code an error answer carries (`error` in its body), as the contracts declare them per endpoint. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
