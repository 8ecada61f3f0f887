/**
 * String formats the API validates more strictly than ajv-formats does.
 *
 * `date-time`: RFC 3339 as ajv-formats checks it, but without a leap second (`23:59:60`) and only
 * when JavaScript can read it (`Date.parse`), because the server turns every such field into a Date:
 * what passes validation can always be stored and compared, so it never ends in a 500.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

function isDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value)
  if (!m) return false
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = m
    .slice(1)
    .map(Number) as number[]
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate()
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth) return false
  if (hour! > 23 || minute! > 59 || second! > 59) return false
  if (m[7] !== undefined && (offsetHour! > 23 || offsetMinute! > 59)) return false
  return Number.isFinite(Date.parse(value))
}

/** Registers the formats on an Ajv instance (Fastify's `ajv.onCreate`). */
export function addStrictFormats(ajv: {
  addFormat: (name: string, format: (value: string) => boolean) => unknown
}): void {
  ajv.addFormat('date-time', isDateTime)
}
