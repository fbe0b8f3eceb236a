/** Time zones (`POST /api/convert-time-zone`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { OCCURRENCE_LABELS, OCCURRENCES, ZONE_LABELS } from '../logic/time-zones.js';

export const ConvertTimeZoneRequest = Type.Object({
  dateTime: Type.String({ maxLength: 40, title: ZONE_LABELS.dateTime, description: 'Ora locale in «from», AAAA-MM-GGTHH:MM (anni 1900–2100)' }),
  from: Type.String({ maxLength: 64, title: ZONE_LABELS.from, description: 'Id IANA (Europe/Rome) o città in italiano (Roma, Londra, New York, San Paolo…)' }),
  to: Type.String({ maxLength: 64, title: ZONE_LABELS.to, description: 'Id IANA (America/New_York) o città in italiano' }),
  /**
   * Only for a time that happens twice in `from` (clocks going back, e.g. 02:00–02:59 in Italy on the last Sunday
   * of October): «earlier» the first time (still summer time, CEST), «later» the second (CET). Without it such a
   * time is refused with TOOLS_AMBIGUOUS_TIME, whose message gives both offsets; elsewhere it changes nothing.
   */
  occurrence: Type.Optional(
    StringEnum(OCCURRENCES, {
      title: ZONE_LABELS.occurrence,
      description: "Solo per un'ora che capita due volte (fine dell'ora legale): «earlier» la prima, «later» la seconda. Senza, quell'ora è rifiutata con TOOLS_AMBIGUOUS_TIME",
      [CHOICE_LABELS]: OCCURRENCE_LABELS,
    }),
  ),
});
export type ConvertTimeZoneRequest = Static<typeof ConvertTimeZoneRequest>;

export const ZonedTime = Type.Object({
  zone: Type.String({ description: 'Id IANA' }),
  name: Type.String({ description: "Nome italiano della città, o l'id IANA" }),
  dateTime: Type.String({ description: 'AAAA-MM-GGTHH:MM' }),
  offset: Type.String({ description: 'Scarto da UTC, «+02:00»' }),
  summerTime: Type.Boolean({ description: 'Ora legale in vigore' }),
});

export const ConvertTimeZoneResponse = Type.Object({
  dateTime: Type.String({ description: 'Ora locale in «to», AAAA-MM-GGTHH:MM' }),
  offset: Type.String(),
  summerTime: Type.Boolean(),
  from: ZonedTime,
  to: ZonedTime,
  utc: Type.String({ description: 'Lo stesso istante in UTC, AAAA-MM-GGTHH:MMZ' }),
  differenceMinutes: Type.Integer({ description: 'Minuti di anticipo di «to» su «from» (negativi: di ritardo)' }),
  tzdata: Type.String({ description: 'Versione del database IANA dei fusi (tzdata) con cui il servizio ha risposto' }),
});
export type ConvertTimeZoneResponse = Static<typeof ConvertTimeZoneResponse>;
