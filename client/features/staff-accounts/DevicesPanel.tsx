import { useCallback, useEffect, useId, useState } from 'react'
import { formatDate, formatTime } from '#domain/hours/format.js'
import type { RememberedDeviceList } from '#schemas/auth.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, get } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/**
 * "Zapamiętane urządzenia" (owner; docs/security.md, "Staff sessions"): the devices where someone
 * ticked "Zapamiętaj to urządzenie" at sign-in and that can still get a token without a password,
 * each with its account, browser and last use; "Zakończ" forgets one and signs its page out at once.
 */
export function DevicesPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const id = useId()
  const [list, setList] = useState<RememberedDeviceList | null>(null)

  const load = useCallback(async () => {
    try {
      setList(await staffCall((token) => get<RememberedDeviceList>('/api/staff/devices', { token })))
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }, [staffCall, notify, t])
  useEffect(() => {
    void load()
  }, [load])

  const end = async (deviceId: string, label: string) => {
    try {
      await staffCall((token) => del(`/api/staff/devices/${encodeURIComponent(deviceId)}`, { token }))
      notify(t('manage.devices.ended', { label }), 'INFO')
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
    await load()
  }

  const when = (iso: string) => `${formatDate(new Date(iso), lang)} ${formatTime(new Date(iso))}`
  if (!list) return null
  return (
    <section className="manage-panel manage-devices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.devices.title')}</h2>
      <p className="manage-hint">{t('manage.devices.hint')}</p>
      {list.devices.length === 0 ? (
        <p>{t('manage.devices.none')}</p>
      ) : (
        <div className="manage-table-scroll">
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">{t('manage.devices.device')}</th>
                <th scope="col">{t('manage.accounts.username')}</th>
                <th scope="col">{t('manage.devices.since')}</th>
                <th scope="col">{t('manage.devices.lastUse')}</th>
                <th scope="col">{t('manage.accounts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.devices.map((device) => (
                <tr key={device.id}>
                  <th scope="row">{device.label}</th>
                  <td data-label={t('manage.accounts.username')}>{device.username}</td>
                  <td data-label={t('manage.devices.since')}>{when(device.createdAt)}</td>
                  <td data-label={t('manage.devices.lastUse')}>{when(device.lastSeenAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      onClick={() => void end(device.id, device.label)}
                    >
                      {t('manage.devices.end', { label: device.label, name: device.username })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
