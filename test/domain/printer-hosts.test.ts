import t from 'tap'
import { canonicalPrinterHost, refusedPrinterHost } from '#domain/printer-hosts.js'

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
    'fe8::1',
    '::ffff:192.168.1.5',
  ]) {
    t.equal(refusedPrinterHost(host, []), false, host)
  }
})

t.test('every spelling of a refused address is refused: judged in its canonical form', async (t) => {
  const cases: [string, string][] = [
    ['0::1', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['[0:0::1]', '::1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['0:0:0:0:0:FFFF:7F00:0001', '127.0.0.1'],
    ['0::ffff:a9fe:a9fe', '169.254.169.254'],
    ['::ffff:0:a9fe:a9fe', '169.254.169.254'],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254'],
    ['::7f00:1', '127.0.0.1'],
    ['FE80:0:0::1', 'fe80::1'],
    ['127.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['169.254.43518', '169.254.169.254'],
  ]
  for (const [host, canonical] of cases) {
    t.equal(canonicalPrinterHost(host), canonical, `${host} is ${canonical}`)
    t.equal(refusedPrinterHost(host, []), true, `${host} refused`)
  }
  t.equal(canonicalPrinterHost('::ffff:c0a8:105'), '192.168.1.5', 'a mapped private address')
  t.equal(refusedPrinterHost('::ffff:c0a8:105', []), false, 'is the private network: accepted')
  t.equal(canonicalPrinterHost('Drukarka.Local.'), 'drukarka.local', 'a name stays a name')
  t.equal(canonicalPrinterHost('1.2.3.4.5'), '1.2.3.4.5', 'not an address: as typed')
})

t.test('PRINTER_HOSTS lets one through, as typed or in another spelling', async (t) => {
  t.equal(refusedPrinterHost('127.0.0.1', ['127.0.0.1']), false)
  t.equal(refusedPrinterHost('[::1]', ['::1']), false)
  t.equal(refusedPrinterHost('LocalHost', ['localhost']), false)
  t.equal(refusedPrinterHost('127.0.0.2', ['127.0.0.1']), true, 'only the one named')
  t.equal(refusedPrinterHost('::ffff:7f00:1', ['127.0.0.1']), false, 'named as IPv4, typed mapped')
  t.equal(refusedPrinterHost('0:0:0:0:0:0:0:1', ['::1']), false, 'named short, typed long')
  t.equal(refusedPrinterHost('127.1', [' 127.0.0.1 ']), false)
  t.equal(refusedPrinterHost('::1', ['127.0.0.1']), true, '::1 is not 127.0.0.1')
  t.equal(refusedPrinterHost('127.0.0.1', ['']), true, 'an empty entry names nothing')
})
