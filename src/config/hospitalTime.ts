import { setTimeZone } from '../../domain/daySettings';

/**
 * Session and appointment times are the hospital's local times (the tenant's `timeZone`), on every device:
 * importing this module makes domain/days read days and clock times there. Every module of src/ that shows
 * a time imports it, so the zone is set before the first time is formatted.
 */
const HOSPITAL_TIME_ZONE: string = __TENANT__.timeZone;
setTimeZone(HOSPITAL_TIME_ZONE);
