import { formatTime } from '#domain/hours/format.js'

// November 2026 is winter time (+01:00). Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28.
export const winter = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`)
export const summer = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`)
export const iso = (d: Date) => d.toISOString()
export const hhmm = (slots: string[]) => slots.map((s) => formatTime(new Date(s), 'pl'))
