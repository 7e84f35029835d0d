export const DNI_PATTERN = /^\d{7,8}$/;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
/** Letters (Spanish accents and ñ included), spaces, apostrophes and hyphens. */
export const NAME_PATTERN = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' -]+$/;
/** Digits and what people type between them: +, dashes, dots, spaces, parentheses. */
export const PHONE_PATTERN = /^[\d+\-\s().]+$/;
export const PHONE_MAX_LENGTH = 30;
export const PLACE_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
/** Bounds every free-text field so a request cannot store megabytes in one column. */
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 2000;
export const PASSWORD_MAX_LENGTH = 200;
/** The runner's club, free text shown beside their name in results, standings and exports. */
export const CLUB_MAX_LENGTH = 80;
export const EARLIEST_BIRTH_DATE = '1930-01-01';
export const MAX_PASSWORD_CHANGES = 2;
export const PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const GENERATED_PASSWORD_LENGTH = 8;
export const DEFAULT_COUNTRY = 'Argentina';
export const NO_HEALTH_INSURANCE = 'No tiene obra social';
export const ORGANISER_TIME_ZONE = 'America/Argentina/Buenos_Aires';
export const FAILED_LOGIN_LIMIT = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Bibs are whole numbers from BIB_MIN to BIB_MAX, wherever one is typed, assigned or looked up. */
export const BIB_MIN = 1;
export const BIB_MAX = 999_999;

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];
export const CATEGORY_SEXES = ['M', 'F', 'MIXTO'] as const;
export type CategorySex = (typeof CATEGORY_SEXES)[number];
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const USER_TYPES = ['runner', 'admin'] as const;
export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
