/**
 * A printer on the network (docs/printing.md, Direct): ESC/POS bytes over a TCP connection to its
 * port (9100 by default). Before the ticket the printer is asked for its paper sensor (DLE EOT 4): a
 * printer that says the paper has run out gets nothing; one that does not answer (a print bridge)
 * gets the ticket. The ticket counts as printed once the connection has closed cleanly.
 */
import dns from 'node:dns'
import net from 'node:net'
import { allowedPrinterHost, refusedPrinterHost } from '#domain/printer-hosts.js'

/** DLE EOT 4: transmit the paper roll sensor status (one byte). */
const PAPER_STATUS = Buffer.from([0x10, 0x04, 0x04])
/** Bits 5 and 6 of that byte: the paper end sensor says the roll is out. */
const PAPER_OUT = 0x60
const PAPER_OUT_MESSAGE = 'paper out'

export interface DirectTarget {
  host: string
  port: number
}

export interface DirectTimeouts {
  /** Connecting, and each silence while writing (default 5 s). */
  timeoutMs: number
  /** How long the paper sensor's answer is waited for (default 700 ms). */
  statusWaitMs: number
}

/**
 * A failed sending; `maybePrinted` once the ticket's bytes had gone out (the printer may have them).
 * Its message is what the kitchen reads: `paper out`, or `unreachable` for every connection failure
 * (refused address, a socket error, no answer, closed early), so the board never tells a port scan's
 * results; `detail` (the socket's error code, "no answer within 10 s") is for the server log only.
 */
export type DirectError = Error & { maybePrinted: boolean; detail: string }

/** What the kitchen reads for any connection failure (docs/printing.md, "When a printer is offline"). */
const UNREACHABLE = 'unreachable'

const directError = (message: string, detail: string, maybePrinted: boolean): DirectError =>
  Object.assign(new Error(message), { maybePrinted, detail })

/**
 * Sends one ticket; rejects (a DirectError) with a message staff can read when the printer is not
 * there, out of paper, or does not take the ticket. As the CUPS socket backend does, our side is closed after the
 * ticket and the printer's close is waited for: only then has it taken every byte.
 */
export function sendDirect(
  target: DirectTarget,
  bytes: Uint8Array,
  timeouts: DirectTimeouts,
  allowedHosts: readonly string[] = [],
): Promise<void> {
  // Loopback and link-local addresses only when PRINTER_HOSTS names them (docs/printing.md,
  // "Direct"): as typed in any spelling (an IP literal is connected to without a lookup), and as a
  // name resolves, unless PRINTER_HOSTS names that very name.
  if (refusedPrinterHost(target.host, allowedHosts))
    return Promise.reject(directError(UNREACHABLE, 'a loopback or link-local address', false))
  const nameAllowed = allowedPrinterHost(target.host, allowedHosts)
  const lookup: net.LookupFunction = (hostname, options, callback) =>
    dns.lookup(hostname, options, (error, address, family) => {
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address]
      if (!error && !nameAllowed && addresses.some((a) => refusedPrinterHost(a, allowedHosts)))
        return (callback as (e: Error) => void)(new Error('resolves to a loopback or link-local address'))
      ;(callback as (...args: unknown[]) => void)(error, address, family)
    })
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.host, port: target.port, lookup })
    let settled = false
    let written = false
    let printerClosed = false
    let sending = false
    let statusTimer: NodeJS.Timeout | undefined
    /** `paper out`, or any connection failure: the kitchen reads "unreachable", the log `detail`. */
    const fail = (detail: string) => {
      if (settled) return
      settled = true
      clearTimeout(statusTimer)
      socket.destroy()
      reject(directError(detail === PAPER_OUT_MESSAGE ? detail : UNREACHABLE, detail, sending))
    }
    const print = () => {
      sending = true
      clearTimeout(statusTimer)
      socket.removeAllListeners('data')
      socket.on('data', () => undefined)
      socket.end(bytes, () => {
        written = true
      })
    }
    socket.setTimeout(timeouts.timeoutMs, () => fail(`no answer within ${timeouts.timeoutMs / 1000} s`))
    socket.once('connect', () => {
      socket.once('data', (data) => {
        if (((data[0] ?? 0) & PAPER_OUT) === PAPER_OUT) fail(PAPER_OUT_MESSAGE)
        else print()
      })
      socket.write(PAPER_STATUS)
      statusTimer = setTimeout(print, timeouts.statusWaitMs)
    })
    socket.on('end', () => {
      printerClosed = true
    })
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message))
    socket.on('close', (hadError) => {
      if (settled) return
      if (hadError || !written || !printerClosed) return fail('the printer closed the connection')
      settled = true
      resolve()
    })
  })
}
