import { readFileSync } from 'node:fs'
import type { RecordedRequest } from './ksef-stand-in.js'

/**
 * Checks requests the KSeF stand-in received against KSeF's API document
 * (test/fixtures/ksef/open-api.json): each is a path and method of the API, sends the required
 * fields of its body (and of the objects inside), no field the API does not have, and a bearer
 * token where the API wants one. Returns what is wrong, empty when nothing.
 */
export function ksefApiProblems(received: readonly RecordedRequest[]): string[] {
  const doc = JSON.parse(
    readFileSync(new URL('../fixtures/ksef/open-api.json', import.meta.url), 'utf8'),
  ) as OpenApi
  const serverPath = new URL(doc.servers[0]?.url ?? '').pathname // '/v2'
  const templates = Object.keys(doc.paths).map((p) => ({
    p,
    re: new RegExp(`^${serverPath}${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  const problems: string[] = []
  for (const req of received) {
    // The most specific template: '/auth/challenge' before '/auth/{referenceNumber}'.
    const template = templates
      .filter((x) => x.re.test(req.path))
      .sort((a, b) => (a.p.match(/\{/g)?.length ?? 0) - (b.p.match(/\{/g)?.length ?? 0))[0]?.p
    if (!template) {
      problems.push(`${req.method} ${req.path} is not a path of the API`)
      continue
    }
    const operation = doc.paths[template]?.[req.method.toLowerCase()]
    if (!operation) {
      problems.push(`${req.method} ${template} does not exist`)
      continue
    }
    const schema = operation.requestBody?.content?.['application/json']?.schema
    if (schema) {
      const body = (req.body ?? {}) as Record<string, unknown>
      for (const field of requiredOf(doc, schema))
        if (body[field] === undefined) problems.push(`${template}: ${field} is not sent`)
      checkNested(doc, schema, body, template, problems)
    } else if (req.body !== null) {
      problems.push(`${req.method} ${template} sends a body`)
    }
    const open = ['/security/public-key-certificates', '/auth/challenge', '/auth/ksef-token']
    if (!open.includes(template) && !/^Bearer \S+$/.test(req.authorization ?? ''))
      problems.push(`${template} is called without a bearer token`)
  }
  return problems
}

interface Schema {
  $ref?: string
  required?: string[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
}
interface OpenApi {
  servers: { url: string }[]
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> } }>>
  components: { schemas: Record<string, Schema> }
}

function resolve(doc: OpenApi, schema: Schema): Schema {
  return schema.$ref ? (doc.components.schemas[schema.$ref.split('/').pop() as string] ?? {}) : schema
}

function requiredOf(doc: OpenApi, schema: Schema): string[] {
  const s = resolve(doc, schema)
  return [...new Set([...(s.required ?? []), ...(s.allOf ?? []).flatMap((x) => requiredOf(doc, x))])]
}

function propertiesOf(doc: OpenApi, schema: Schema): Record<string, Schema> {
  const s = resolve(doc, schema)
  return Object.assign({}, ...(s.allOf ?? []).map((x) => propertiesOf(doc, x)), s.properties ?? {})
}

/** Every object field sent is a property of the schema, and its own required fields are there. */
function checkNested(
  doc: OpenApi,
  schema: Schema,
  body: Record<string, unknown>,
  where: string,
  problems: string[],
) {
  const props = propertiesOf(doc, schema)
  for (const [key, value] of Object.entries(body)) {
    if (!props[key]) {
      problems.push(`${where}: ${key} is not a field of the API`)
      continue
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const field of requiredOf(doc, props[key]))
        if ((value as Record<string, unknown>)[field] === undefined)
          problems.push(`${where}.${key}: ${field} is not sent`)
      checkNested(doc, props[key], value as Record<string, unknown>, `${where}.${key}`, problems)
    }
  }
}
