import t from 'tap'
import { refusedPrinterHost } from '#domain/printer-hosts.js'

t.test('loopback and link-local are refused, private networks and names accepted', async (t) => {
  for (const host of [
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '169.254.169.254',
    'localhost',
    'LOCALHOST.',
    'a.localhost',
    '::1',
    '[::1]',
    '::',
    'fe80::1',
    'FEBF::2',
    '::ffff:127.0.0.1',
  ]) {
    t.equal(refusedPrinterHost(host, []), true, host)
  }
  for (const host of [
    '192.168.1.50',
    '10.0.0.7',
    '172.16.4.2',
    '169.253.1.1',
    '128.0.0.1',
    'drukarka.local',
    'fd12::5',
    'fec0::1',
    '::ffff:192.168.1.5',
  ]) {
    t.equal(refusedPrinterHost(host, []), false, host)
  }
})

t.test('PRINTER_HOSTS lets one through, as typed or in another spelling', async (t) => {
  t.equal(refusedPrinterHost('127.0.0.1', ['127.0.0.1']), false)
  t.equal(refusedPrinterHost('[::1]', ['::1']), false)
  t.equal(refusedPrinterHost('LocalHost', ['localhost']), false)
  t.equal(refusedPrinterHost('127.0.0.2', ['127.0.0.1']), true, 'only the one named')
})
