import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorResponse } from '#schemas/common.js'
import {
  describeRequestError,
  describeValidation,
  type MessageLanguage,
  type SchemaError,
} from './validation.js'

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

function reasonPhrase(statusCode: number): string {
  return REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request')
}

/** An error a route throws on purpose: its message is shown to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A 429 (or 503) thrown by a route or service: the error handler adds its Retry-After header. */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    statusCode: 429 | 503 = 429,
    code = 'RATE_LIMITED',
  ) {
    super(statusCode, message, code)
    this.name = 'RetryLaterError'
  }
}

/** '1 min 30 s', '45 s', '15 min' */
/**
 * How long to wait before trying again, for every 429 message: '45 s', '3 min' (whole minutes
 * rounded up past a minute; the same words in Polish and English).
 */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  return s < 60 ? `${s} s` : `${Math.ceil(s / 60)} min`
}

/** A 429 that says how long to wait, in Polish. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    `Zbyt wiele prób. Spróbuj ponownie za ${waitText(retryAfterSeconds)}.`,
    'RATE_LIMITED',
  )
}

/** A 400 for one field, worded as the validation errors are: „field”: what is wrong. */
export function invalidField(field: string, detail: string): HttpError {
  return new HttpError(400, invalidFieldMessage(field, detail), 'VALIDATION', field)
}

function invalidFieldMessage(field: string, detail: string): string {
  return `Nieprawidłowe pole „${field}”: ${detail}.`
}

/** The one builder of error answers (schemas/common.ts ErrorResponse): every API error goes through it. */
function errorBody(statusCode: number, message: string, code?: string, field?: string): ErrorResponse {
  const body: ErrorResponse = { statusCode, error: reasonPhrase(statusCode), message }
  if (code) body.code = code
  if (field) body.field = field
  return body
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  code?: string,
  field?: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, code, field))
}

/** Validation messages are Polish, except for an order placed by a guest who reads English. */
function validationLanguage(request: FastifyRequest): MessageLanguage {
  const body = request.body as { language?: unknown } | undefined
  return request.routeOptions.url === '/api/order' && request.method === 'POST' && body?.language === 'en'
    ? 'en'
    : 'pl'
}

/**
 * One error handler for the whole app: client errors keep their message, a field name is given for
 * invalid input, and 5xx details (stack, SQL) are logged with the request id, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds))
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.code, error.field)
    }
    if (error.validation) {
      const { field, message } = describeValidation(
        error.validation as SchemaError[],
        error.validationContext,
        validationLanguage(request),
      )
      return sendError(reply, 400, message, 'VALIDATION', field)
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed')
      return sendError(reply, 500, 'Wystąpił błąd serwera. Spróbuj ponownie za chwilę.', 'INTERNAL')
    }
    if (status === 415) {
      return sendError(
        reply,
        415,
        'Treść żądania musi być w formacie JSON (Content-Type: application/json).',
        'UNSUPPORTED_MEDIA_TYPE',
      )
    }
    if (status === 413) return sendError(reply, 413, 'Treść żądania jest za duża.', 'BODY_TOO_LARGE')
    if (status === 429) return sendError(reply, 429, error.message, 'RATE_LIMITED')
    // Fastify's own client errors (bad JSON, empty body...), in Polish when they are known.
    return sendError(reply, status, describeRequestError(error.code) ?? error.message, error.code)
  })
}
