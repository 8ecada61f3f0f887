/** The menu's price list as a spreadsheet (docs/menu.md, "Price list"): written and read back. */
import t from 'tap'
import { priceListCsv, readPriceList } from '#domain/menu/price-list.js'
import { parseCsv } from '#domain/reports/csv.js'

const known = (id: string) => ['nigiri-losos', 'maki-kappa', 'zestaw-duzy'].includes(id)

t.test('the file a Polish Excel opens: BOM, semicolons, decimal commas, CRLF', async (t) => {
  const csv = priceListCsv([
    { id: 'nigiri-losos', category: 'Nigiri', name: 'Nigiri z łososiem', grosze: 1900 },
    { id: 'zestaw-duzy', category: 'Zestawy', name: 'Zestaw "Duży"; 40 szt.', grosze: 123450 },
  ])
  t.equal(
    csv,
    '\uFEFFId;Kategoria;Nazwa;Cena (zł)\r\n' +
      'nigiri-losos;Nigiri;Nigiri z łososiem;19,00\r\n' +
      'zestaw-duzy;Zestawy;"Zestaw ""Duży""; 40 szt.";1234,50\r\n',
  )
  t.same(readPriceList(csv, known), [
    { line: 2, id: 'nigiri-losos', grosze: 1900 },
    { line: 3, id: 'zestaw-duzy', grosze: 123450 },
  ])
})

t.test(
  'what Excel saves back: its own number format, LF, a comma file, extra columns and empty rows',
  async (t) => {
    const saved =
      'Id;Kategoria;Nazwa;Cena (zł)\nnigiri-losos;Nigiri;Nigiri z łososiem;21,5\n;;;\nmaki-kappa;Maki;Kappa;"1 234,00"\n'
    t.same(readPriceList(saved, known), [
      { line: 2, id: 'nigiri-losos', grosze: 2150 },
      { line: 3, id: 'maki-kappa', grosze: 123400 },
    ])
    const english = 'Id,Kategoria,Nazwa,Cena (zł)\r\nnigiri-losos,Nigiri,"Nigiri, z łososiem",19.90\r\n'
    t.same(readPriceList(english, known), [{ line: 2, id: 'nigiri-losos', grosze: 1990 }])
  },
)

t.test('a bad line names its row and column; nothing is read from a file with one', async (t) => {
  const head = 'Id;Kategoria;Nazwa;Cena (zł)\r\n'
  t.match(readPriceList(`${head}nigiri-losos;;;19,999\r\n`, known), { field: 'rows.2.price', status: 400 })
  t.match(readPriceList(`${head}nigiri-losos;;;19\r\nnieznane;;;5\r\n`, known), { field: 'rows.3.id' })
  t.match(readPriceList(`${head}nigiri-losos;;;19\r\nnigiri-losos;;;20\r\n`, known), { field: 'rows.3.id' })
  t.match(readPriceList(`${head}nigiri-losos;;;0\r\n`, known), { field: 'rows.2.price' })
  t.match(readPriceList('Nazwa;Cena\r\nx;1\r\n', known), { field: 'rows.1' })
  t.match(readPriceList('', known), { field: 'rows.1' })
})

t.test('CSV cells: quotes, separators and line breaks inside quotes', async (t) => {
  t.same(parseCsv('a;"b;c";"d ""e"""\r\n"f\ng";h\r\n'), [
    ['a', 'b;c', 'd "e"'],
    ['f\ng', 'h'],
  ])
  t.same(parseCsv('\uFEFFa\tb\n1\t2'), [
    ['a', 'b'],
    ['1', '2'],
  ])
})
