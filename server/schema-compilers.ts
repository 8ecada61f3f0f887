import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

/**
 * Fastify's schema compilers, shared by every app this process builds. A route's TypeBox schemas
 * are module-level objects, so the validator and serializer compiled for one app serve the next:
 * ajv caches a compiled schema by its object, and serializers are kept here by theirs. Production
 * builds one app and gains nothing; the test suites build thousands (about 250 ms of compiling
 * each), which this saves (docs/testing.md, "How long"). Options are part of ajv's pool key, so an
 * app with other ajv options gets a compiler of its own.
 */
const buildValidator = AjvCompiler()

type BuildSerializer = ReturnType<typeof SerializerSelector>
const serializerSelector: BuildSerializer = SerializerSelector()
const serializers = new WeakMap<object, Map<string, unknown>>()

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const build = serializerSelector(externalSchemas, options)
  // Shared only while no external schemas and the default options are in play.
  if (Object.keys(externalSchemas ?? {}).length > 0 || (options && Object.keys(options).length > 0))
    return build
  return (route) => {
    const key = `${route.method} ${route.url} ${route.httpStatus}`
    const bySchema = serializers.get(route.schema as object) ?? new Map<string, unknown>()
    serializers.set(route.schema as object, bySchema)
    const serializer = (bySchema.get(key) as ReturnType<typeof build> | undefined) ?? build(route)
    bySchema.set(key, serializer)
    return serializer
  }
}

export const schemaCompilers = { buildValidator, buildSerializer }
