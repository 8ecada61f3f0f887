import { type ReactNode, useId, useState } from 'react'
import type { Printer, PrinterBody } from '#schemas/printing.js'
import { useI18n } from '../../i18n/index.js'

/** The server's refusal of a field: shown next to that field. */
export interface FieldError {
  field: string
  message: string
}

/** The fields the form shows an error next to; the API's other errors go under the form. */
const FIELDS = [
  'name',
  'kind',
  'host',
  'port',
  'paperWidth',
  'copies',
  'kitchenTicket',
  'codepage',
  'ticketLanguage',
  'maxAgeMinutes',
]

/**
 * A printer's settings (docs/printing.md, Printers): name, kind (direct host and port, or CloudPRNT
 * whose Server URL with its secret the Star printer is given), paper, copies, which tickets, code page,
 * the tickets' language and the age beyond which a ticket no longer prints by itself.
 */
export function PrinterForm(props: {
  printer: Printer | null
  busy: boolean
  error: FieldError | null
  onSave: (body: PrinterBody) => void
  onCancel: () => void
  /** CLOUDPRNT: asks for a new secret (the old one stops working). */
  onRotate?: () => void
}) {
  const { t } = useI18n()
  const id = useId()
  const p = props.printer
  const [kind, setKind] = useState<PrinterBody['kind']>(p?.kind ?? 'DIRECT')
  const [name, setName] = useState(p?.name ?? '')
  const [host, setHost] = useState(p?.host ?? '')
  const [port, setPort] = useState(String(p?.port ?? 9100))
  const [paperWidth, setPaper] = useState<58 | 80>(p?.paperWidth ?? 80)
  const [copies, setCopies] = useState(String(p?.copies ?? 1))
  const [kitchenTicket, setTicket] = useState(p?.kitchenTicket ?? 'PLACED')
  const [courierCopy, setCourier] = useState(p?.courierCopy ?? false)
  const [codepage, setCodepage] = useState(p?.codepage ?? 'cp852')
  const [ticketLanguage, setLanguage] = useState(p?.ticketLanguage ?? 'pl')
  const [maxAge, setMaxAge] = useState(String(p?.maxAgeMinutes ?? 30))

  const errorOf = (field: string) => (props.error?.field === field ? props.error.message : null)
  const field = (name: string, label: string, control: (a: object) => ReactNode) => {
    const message = errorOf(name)
    const describedBy = message ? `${id}-${name}-error` : undefined
    return (
      <div className="printer-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({
          id: `${id}-${name}`,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy,
        })}
        {message ? (
          <p id={describedBy} className="field-error">
            {message}
          </p>
        ) : null}
      </div>
    )
  }

  const submit = () => {
    const body: PrinterBody = {
      name: name.trim(),
      kind,
      paperWidth,
      copies: Number(copies),
      kitchenTicket,
      courierCopy,
      codepage,
      ticketLanguage,
      maxAgeMinutes: Number(maxAge),
    }
    if (kind === 'DIRECT') Object.assign(body, { host: host.trim(), port: Number(port) })
    if (p) delete (body as Partial<PrinterBody>).kind
    props.onSave(body)
  }

  return (
    <form
      className="printer-form"
      aria-label={p ? t('manage.printers.editNamed', { name: p.name }) : t('manage.printers.new')}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {field('name', t('manage.printers.name'), (a) => (
        <input {...a} required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
      ))}
      {field('kind', t('manage.printers.kind'), (a) => (
        <select
          {...a}
          value={kind}
          disabled={p !== null}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          <option value="DIRECT">{t('manage.printers.kindDirect')}</option>
          <option value="CLOUDPRNT">{t('manage.printers.kindCloud')}</option>
        </select>
      ))}
      {kind === 'DIRECT' ? (
        <>
          {field('host', t('manage.printers.host'), (a) => (
            <input {...a} value={host} placeholder="192.168.1.50" onChange={(e) => setHost(e.target.value)} />
          ))}
          {field('port', t('manage.printers.port'), (a) => (
            <input
              {...a}
              type="number"
              min={1}
              max={65535}
              value={port}
              onChange={(e) => setPort(e.target.value)}
            />
          ))}
        </>
      ) : p?.cloudPrnt ? (
        <div className="printer-field">
          <p>{t('manage.printers.cloudBasic')}</p>
          <dl className="printer-cloud">
            <dt>{t('manage.printers.cloudServerUrl')}</dt>
            <dd>
              <code className="printer-url">{p.cloudPrnt.serverUrl}</code>
            </dd>
            <dt>{t('manage.printers.cloudUser')}</dt>
            <dd>
              <code>{p.cloudPrnt.username}</code>
            </dd>
            <dt>{t('manage.printers.cloudPassword')}</dt>
            <dd>
              <code className="printer-url">{p.cloudPrnt.password}</code>
            </dd>
          </dl>
          <p>{t('manage.printers.cloudLegacy')}</p>
          <code className="printer-url">{p.cloudPrntUrl}</code>
          {props.onRotate ? (
            <p>
              <button
                type="button"
                className="button button-ghost"
                disabled={props.busy}
                onClick={props.onRotate}
              >
                {t('manage.printers.rotate')}
              </button>
            </p>
          ) : null}
        </div>
      ) : (
        <p>{t('manage.printers.cloudAfterSave')}</p>
      )}
      {field('paperWidth', t('manage.printers.paper'), (a) => (
        <select {...a} value={paperWidth} onChange={(e) => setPaper(Number(e.target.value) as 58 | 80)}>
          <option value={80}>80 mm</option>
          <option value={58}>58 mm</option>
        </select>
      ))}
      {field('copies', t('manage.printers.copies'), (a) => (
        <input
          {...a}
          type="number"
          min={1}
          max={5}
          value={copies}
          onChange={(e) => setCopies(e.target.value)}
        />
      ))}
      {field('kitchenTicket', t('manage.printers.ticket'), (a) => (
        <select
          {...a}
          value={kitchenTicket}
          onChange={(e) => setTicket(e.target.value as typeof kitchenTicket)}
        >
          <option value="PLACED">{t('manage.printers.ticketPlaced')}</option>
          <option value="ACCEPTED">{t('manage.printers.ticketAccepted')}</option>
          <option value="NONE">{t('manage.printers.ticketNone')}</option>
        </select>
      ))}
      <label className="printer-check">
        <input type="checkbox" checked={courierCopy} onChange={(e) => setCourier(e.target.checked)} />
        {t('manage.printers.courierCopy')}
      </label>
      {field('codepage', t('manage.printers.codepage'), (a) => (
        <select {...a} value={codepage} onChange={(e) => setCodepage(e.target.value as typeof codepage)}>
          <option value="cp852">CP852</option>
          <option value="windows1250">Windows-1250</option>
        </select>
      ))}
      {field('ticketLanguage', t('manage.printers.ticketLanguage'), (a) => (
        <select
          {...a}
          value={ticketLanguage}
          onChange={(e) => setLanguage(e.target.value as typeof ticketLanguage)}
        >
          <option value="pl">{t('manage.printers.ticketLanguage.pl')}</option>
          <option value="en">{t('manage.printers.ticketLanguage.en')}</option>
        </select>
      ))}
      {field('maxAgeMinutes', t('manage.printers.maxAge'), (a) => (
        <input
          {...a}
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          required
          value={maxAge}
          onChange={(e) => setMaxAge(e.target.value)}
        />
      ))}
      {props.error && !FIELDS.includes(props.error.field) ? (
        <p className="field-error">{props.error.message}</p>
      ) : null}
      <div className="manage-actions">
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {t('manage.printers.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onCancel}>
          {t('manage.printers.cancel')}
        </button>
      </div>
    </form>
  )
}
