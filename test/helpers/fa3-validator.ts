import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'

/**
 * Validates XML against the official FA(3) and UPO schemas (test/fixtures/ksef/README.md) with
 * libxml2 compiled to WebAssembly: no system package, the same answers as `xmllint --schema`.
 */
const dir = new URL('../fixtures/ksef/', import.meta.url)
const read = (name: string) => ({ fileName: name, contents: readFileSync(new URL(name, dir), 'utf8') })

const fa3 = read('schemat_FA3_v1-0E.xsd')
const fa3Imports = [
  read('StrukturyDanych_v10-0E.xsd'),
  read('ElementarneTypyDanych_v10-0E.xsd'),
  read('KodyKrajow_v10-0E.xsd'),
]
const upo = read('upo-v4-3.xsd')

export interface Validation {
  valid: boolean
  errors: string[]
}

async function validate(
  xml: string,
  schema: { fileName: string; contents: string },
  preload: { fileName: string; contents: string }[],
): Promise<Validation> {
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [schema],
    preload,
  })
  return { valid: result.valid, errors: result.errors.map((e) => e.message) }
}

/** Answers kept per document: libxml2 in WebAssembly takes seconds a document, and the tests send the same XML many times. */
const fa3Answers = new Map<string, Promise<Validation>>()

export function validateFa3(xml: string): Promise<Validation> {
  let answer = fa3Answers.get(xml)
  if (!answer) {
    answer = validate(xml, fa3, fa3Imports)
    fa3Answers.set(xml, answer)
  }
  return answer
}

export function validateUpo(xml: string): Promise<Validation> {
  return validate(xml, upo, [])
}
